import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { COMMON_ERROR_CODES } from '../../shared/api-errors';
import type { Catalogue } from '../../shared/texts/catalogue';
import { clientKey } from './client-key';
import { AppError } from './errors';

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

/** The key of the client a request came from (its address, an IPv6 client's /64). */
export const clientOf = (request: FastifyRequest) => `ip:${clientKey(request.ip)}`;

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
    keyGenerator: (request) => keyOf.get(request) ?? clientOf(request),
    skipOnError: true,
    ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace } : {}),
  });
  const check = app.createRateLimit();
  return async (request, key) => {
    keyOf.set(request, key);
    return check(request);
  };
}

/** The seconds to wait when a count is past its limit, else null. */
export const exceededSeconds = (counted: Awaited<ReturnType<CountRequest>>) =>
  !counted.isAllowed && counted.isExceeded ? counted.ttlInSeconds : null;

/**
 * A preHandler that counts each request under `key(request)` (the client by default) and, past
 * the limit, answers 429 RATE_LIMITED with Retry-After and the message `tooMany(texts, seconds)`,
 * written from the catalogue of the request's language.
 */
export async function requestLimit(
  app: FastifyInstance,
  options: RequestCounterOptions & {
    key?: (request: FastifyRequest) => string;
    tooMany: (texts: Catalogue, seconds: number) => string;
  },
): Promise<preHandlerAsyncHookHandler> {
  const count = await requestCounter(app, options);
  const keyOf = options.key ?? clientOf;
  return async (request, reply) => {
    const wait = exceededSeconds(await count(request, keyOf(request)));
    if (wait === null) return;
    reply.header('retry-after', wait);
    throw new AppError(429, COMMON_ERROR_CODES.rateLimited, (texts) =>
      options.tooMany(texts, wait),
    );
  };
}

/** So many requests a minute per client, counted in Redis when there is one. */
export interface PerMinute {
  perMinute: number;
  redis: Redis | undefined;
}

type ApiTexts = Catalogue['api'];

/** The API's texts that ask to wait so many seconds. */
type WaitSecondsText = {
  [K in keyof ApiTexts]: ApiTexts[K] extends (values: { seconds: number }) => string ? K : never;
}[keyof ApiTexts];

/**
 * `requestLimit` for a per-client limit a minute, its counts kept under `homestead-<name>-limit:`;
 * past it the answer is the API's text `tooMany` with the seconds to wait.
 */
export const perMinuteLimit = (
  app: FastifyInstance,
  { perMinute, redis }: PerMinute,
  name: string,
  tooMany: WaitSecondsText,
) =>
  requestLimit(app, {
    max: perMinute,
    windowMs: 60_000,
    redis,
    nameSpace: `homestead-${name}-limit:`,
    tooMany: (texts, seconds) => texts.api[tooMany]({ seconds }),
  });
