import fastifyRateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import { ACCOUNT_ERROR_CODES } from '../../../shared/schemas/account';
import { errorBody } from './error-body';

export interface AuthRateLimitOptions {
  /** Attempts allowed per window, per client address and per e-mail address. */
  max: number;
  timeWindowMs: number;
  /** Shared counters for several app instances; in-process counters without it. */
  redis?: Redis | undefined;
  /** Prefix of the Redis keys. */
  nameSpace: string;
}

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimitOptions = {
  max: 10,
  timeWindowMs: 60_000,
  nameSpace: 'homestead-rate-limit:',
};

/** The e-mail address a sign-in, sign-up or reset request is about, if its body names one. */
export function emailOf(request: FastifyRequest): string | undefined {
  const raw = request.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return undefined;
  const type = request.headers['content-type'] ?? '';
  let email: unknown;
  try {
    if (type.includes('application/json'))
      email = (JSON.parse(raw.toString('utf8')) as { email?: unknown })?.email;
    else if (type.includes('application/x-www-form-urlencoded'))
      email = new URLSearchParams(raw.toString('utf8')).get('email');
  } catch {
    return undefined;
  }
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/**
 * Registers @fastify/rate-limit on `app` (not globally) and returns a preHandler that counts each
 * attempt twice, against the client address and against the e-mail in the body, under `action`.
 * Either count over the limit answers 429 RATE_LIMITED with Retry-After.
 */
export async function authRateLimiter(
  app: FastifyInstance,
  options: AuthRateLimitOptions,
): Promise<(action: string) => preHandlerAsyncHookHandler> {
  // One counter store; the key of each check is chosen just before it runs.
  const keyOf = new WeakMap<FastifyRequest, string>();
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => keyOf.get(request) ?? `ip:${request.ip}`,
    // A Redis outage must not lock every user out; counting resumes when it is back.
    skipOnError: true,
    ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace } : {}),
  });
  const check = app.createRateLimit();
  const count = async (request: FastifyRequest, key: string) => {
    keyOf.set(request, key);
    return check(request);
  };

  return (action) => async (request: FastifyRequest, reply: FastifyReply) => {
    const checks = [await count(request, `${action}:ip:${request.ip}`)];
    const email = emailOf(request);
    if (email) checks.push(await count(request, `${action}:email:${email}`));
    const exceeded = checks.find((result) => !result.isAllowed && result.isExceeded);
    if (!exceeded || exceeded.isAllowed) return;
    await reply
      .code(429)
      .header('retry-after', exceeded.ttlInSeconds)
      .send(
        errorBody(
          request.url,
          ACCOUNT_ERROR_CODES.rateLimited,
          `Too many attempts, try again in ${exceeded.ttlInSeconds} s`,
        ),
      );
  };
}
