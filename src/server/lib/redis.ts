import { Redis } from 'ioredis';

/**
 * A Redis client for counters several app instances share. It gives up on a command quickly, so
 * an outage slows no request down; the rate limits skip counting meanwhile (skipOnError).
 */
export function createRedis(url: string, log: { warn(obj: object, msg: string): void }): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', (error: Error) =>
    log.warn({ err: error }, 'Redis unavailable: rate limits are not counted meanwhile'),
  );
  return redis;
}

/** Closes the connection, politely when Redis answers. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
