import { Redis } from 'ioredis';

/** The Redis the tests that share state across instances use: TEST_REDIS_URL, else the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether the Redis tests run: always on CI, whose machines run Redis (a missing one then fails
 * them rather than skipping them quietly); elsewhere when one answers.
 */
export const redisUp: boolean = process.env.CI ? true : await redisReachable();
