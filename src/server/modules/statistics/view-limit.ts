import type { Redis } from 'ioredis';

/** The beacon's limit counts a minute per client (VIEW_RATE_LIMIT). */
export const VIEW_LIMIT_WINDOW_MS = 60_000;

/**
 * Counts one request of a client: the seconds it must wait when past its limit, else null; a
 * promise only when the counts are kept in Redis.
 */
export type CountClient = (client: string) => number | null | Promise<number | null>;

export interface ClientLimitOptions {
  /** Requests allowed per client and window. */
  max: number;
  /** Counts shared by every instance when there is a Redis; this instance's otherwise. */
  redis?: Redis | undefined;
  /** Prefix of the Redis keys. */
  nameSpace: string;
  windowMs?: number;
}

// One round trip: the count, its window started by the first request, and what is left of it.
const COUNT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * The views' per-client limit: a window per client that starts with its first request, as
 * @fastify/rate-limit counts the app's other limits, without that plugin's per-request work (a
 * hook, a key generator, its store's callbacks), because the beacon is counted before the app's
 * hooks run (docs/decisions/0039). A window is a duration, so it is measured on the monotonic
 * clock, as the plugin measures it on the system's. Like the plugin, a Redis that fails lets the
 * request pass uncounted: an outage must not refuse every visitor.
 */
export function createClientLimit(options: ClientLimitOptions): CountClient {
  const { max, redis, nameSpace } = options;
  const windowMs = options.windowMs ?? VIEW_LIMIT_WINDOW_MS;
  if (redis) {
    return async (client) => {
      try {
        const [n, ttl] = (await redis.eval(COUNT_SCRIPT, 1, nameSpace + client, windowMs)) as [
          number,
          number,
        ];
        return n > max ? Math.max(1, Math.ceil(ttl / 1000)) : null;
      } catch {
        return null;
      }
    };
  }
  // Two generations of windows, the older dropped whole each window: a client's window lives at
  // most one window, so a dropped generation holds only ended ones, and forgetting costs nothing
  // per request however many clients came.
  let current = new Map<string, Window>();
  let previous = new Map<string, Window>();
  let rotateAt = performance.now() + windowMs;
  return (client) => {
    const now = performance.now();
    if (now >= rotateAt) {
      previous = current;
      current = new Map();
      rotateAt = now + windowMs;
    }
    let window = current.get(client);
    if (window === undefined) {
      window = previous.get(client);
      current.set(client, (window ??= { count: 0, endsAt: now + windowMs }));
    }
    if (window.endsAt <= now) {
      window.count = 0;
      window.endsAt = now + windowMs;
    }
    window.count++;
    return window.count > max ? Math.ceil((window.endsAt - now) / 1000) : null;
  };
}

interface Window {
  count: number;
  endsAt: number;
}
