import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redisUp, TEST_REDIS_URL } from '../../test/redis';
import { createClientLimit } from './view-limit';

describe('the views’ per-client limit, in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets `max` requests a minute through per client, then says how long to wait', () => {
    const count = createClientLimit({ max: 3, nameSpace: 'test:' });
    expect([count('a'), count('a'), count('a')]).toEqual([null, null, null]);
    expect(count('a')).toBe(60);
    vi.advanceTimersByTime(20_500);
    expect(count('a')).toBe(40);
    // Another client is counted on its own.
    expect(count('b')).toBeNull();
  });

  it("starts a client's window with its first request, and a new one once it ends", () => {
    const count = createClientLimit({ max: 1, nameSpace: 'test:' });
    vi.advanceTimersByTime(30_000);
    expect(count('a')).toBeNull();
    vi.advanceTimersByTime(45_000);
    // Past the moment the store drops its older windows: the client's is still open.
    expect(count('a')).toBe(15);
    vi.advanceTimersByTime(15_000);
    expect(count('a')).toBeNull();
    expect(count('a')).toBe(60);
  });

  it('holds for a client seen again after its windows moved to the older generation', () => {
    const count = createClientLimit({ max: 2, nameSpace: 'test:' });
    vi.advanceTimersByTime(59_000);
    expect(count('a')).toBeNull();
    vi.advanceTimersByTime(2_000);
    count('b'); // turns the generations over
    expect(count('a')).toBeNull();
    expect(count('a')).toBe(58);
  });
});

describe.skipIf(!redisUp)('the views’ per-client limit, in Redis', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const nameSpace = `homestead-views-limit-test-${randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts a client across instances, with the seconds its window has left', async () => {
    const one = createClientLimit({ max: 2, redis, nameSpace });
    const other = createClientLimit({ max: 2, redis, nameSpace });
    expect(await one('ip:203.0.113.9')).toBeNull();
    expect(await other('ip:203.0.113.9')).toBeNull();
    expect(await one('ip:203.0.113.9')).toBe(60);
    expect(await other('ip:203.0.113.10')).toBeNull();
    expect(await redis.pttl(`${nameSpace}ip:203.0.113.9`)).toBeGreaterThan(59_000);
  });

  it('lets requests through while Redis fails', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const count = createClientLimit({ max: 0, redis: down, nameSpace });
    expect(await count('ip:203.0.113.11')).toBeNull();
    down.disconnect();
  });
});
