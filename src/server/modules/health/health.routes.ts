import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Redis } from 'ioredis';
import { COMMON_ERROR_CODES, type ApiErrorCode } from '../../../shared/api-errors';
import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migrations';
import { AppError } from '../../lib/errors';
import { apiErrorSchema } from '../../../shared/schemas/error';
import type { Storage } from '../../lib/storage/storage';

export interface HealthDeps {
  database: Database;
  storage: Storage;
  redis: Redis | undefined;
}

const healthySchema = z.object({ status: z.literal('ok') });

/** A storage that takes longer than this to answer counts as unreachable. */
const STORAGE_CHECK_TIMEOUT_MS = 2_000;

const withTimeout = (check: Promise<void>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check.then(
      () => resolve(true),
      () => resolve(false),
    );
    check.finally(() => clearTimeout(timer)).catch(() => {});
  });

/**
 * Liveness and readiness for load balancers and orchestrators. `live` only says the process
 * answers; `ready` says it should be sent traffic now: it is neither starting nor shutting down,
 * the database answers (a fast ping, never a hang) with this build's migrations applied, the
 * storage can be reached, and Redis, when configured, is connected. `/health` stays as the plain
 * check it always was.
 */
export function healthRoutes({ database, storage, redis }: HealthDeps): FastifyPluginAsyncZod {
  // Migrations never come undone: once applied, no need to ask again.
  let migrated = false;

  async function problem(state: string): Promise<[ApiErrorCode, string] | undefined> {
    const unavailable = COMMON_ERROR_CODES.serviceUnavailable;
    if (state === 'starting') return [unavailable, 'The app is starting'];
    if (state === 'stopping') return [unavailable, 'The app is shutting down'];
    if (!(await database.ping())) {
      return [COMMON_ERROR_CODES.databaseUnavailable, 'The database does not answer'];
    }
    migrated ||= await migrationsApplied(database.db);
    if (!migrated) return [unavailable, 'Database migrations are not applied yet'];
    if (!(await withTimeout(storage.check(), STORAGE_CHECK_TIMEOUT_MS))) {
      return [unavailable, 'The storage cannot be reached'];
    }
    if (redis && redis.status !== 'ready') return [unavailable, 'Redis is not connected'];
    return undefined;
  }

  return async (api) => {
    const schema = (summary: string) => ({
      schema: {
        tags: ['health'],
        summary,
        response: { 200: healthySchema, 503: apiErrorSchema },
      },
    });
    api.get('/health', schema('The app answers (kept as it always was)'), async () => ({
      status: 'ok' as const,
    }));
    api.get('/health/live', schema('The process runs'), async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    });
    const ready = schema(
      'Whether to send this instance traffic: not starting or stopping, database with migrations, storage and Redis reachable',
    );
    api.get('/health/ready', ready, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const found = await problem(api.readiness.state);
      if (!found) return { status: 'ok' as const };
      // The Cache-Control header stays on the error handler's answer.
      throw new AppError(503, ...found);
    });
  };
}
