import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import type { Database } from '../../db/client';
import { errorBody } from '../../lib/http-errors';

export interface HealthDeps {
  database: Database;
  redis: Redis | undefined;
}

/**
 * Liveness and readiness for load balancers and orchestrators. `live` only says the process
 * answers; `ready` says it can serve now: the database answers (a fast ping, never a hang) and
 * Redis, when configured, is connected. `/health` stays as the plain check it always was.
 */
export function healthRoutes({ database, redis }: HealthDeps): FastifyPluginAsync {
  return async (api) => {
    const hidden = { schema: { hide: true } };
    api.get('/health', hidden, async () => ({ status: 'ok' }));
    api.get('/health/live', hidden, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' };
    });
    api.get('/health/ready', hidden, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!(await database.ping())) {
        return reply
          .code(503)
          .send(errorBody(COMMON_ERROR_CODES.databaseUnavailable, 'The database does not answer'));
      }
      if (redis && redis.status !== 'ready') {
        return reply
          .code(503)
          .send(errorBody(COMMON_ERROR_CODES.serviceUnavailable, 'Redis is not connected'));
      }
      return { status: 'ok' };
    });
  };
}
