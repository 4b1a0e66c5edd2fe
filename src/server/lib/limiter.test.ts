import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, in queue order', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        limit(async () => {
          started.push(n);
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('passes a failure to its caller and goes on with the queue', async () => {
    const limit = createLimiter(1);
    const failing = limit(async () => {
      throw new Error('boom');
    });
    const next = limit(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
