import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff';

describe('retryDelayMs', () => {
  it('waits a minute after the first failure and doubles after each one in a row', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, Infinity))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it('never waits longer than its cap, however many failures', () => {
    expect(retryDelayMs(12, 6 * 60 * 60 * 1000)).toBe(6 * 60 * 60 * 1000);
    expect(retryDelayMs(5000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(1, 0)).toBe(0);
  });
});
