import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

export interface RequestCounterOptions {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
  /** Shared counters for several app instances; in-process counters without it. */
  redis?: Redis | undefined;
  /** Prefix of the Redis keys. */
  nameSpace: string;
}

/** Counts one request under `key`; the result says whether the limit is passed and for how long. */
export type CountRequest = (
  request: FastifyRequest,
  key: string,
) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>;

/**
 * Registers @fastify/rate-limit on `app` (not globally) and returns a counter whose key each
 * caller chooses just before counting: an address, a user, an e-mail. A Redis outage must not lock
 * every user out, so requests then pass uncounted until it is back.
 */
export async function requestCounter(
  app: FastifyInstance,
  options: RequestCounterOptions,
): Promise<CountRequest> {
  const keyOf = new WeakMap<FastifyRequest, string>();
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => keyOf.get(request) ?? `ip:${request.ip}`,
    skipOnError: true,
    ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace } : {}),
  });
  const check = app.createRateLimit();
  return async (request, key) => {
    keyOf.set(request, key);
    return check(request);
  };
}
