import { describe, expect, it } from 'vitest';
import { ownerReplyTime } from './reply-time';

const HOUR = 3600;

describe('ownerReplyTime', () => {
  it.each([
    [{ received: 3, answered: 2, medianSeconds: HOUR }, 'hour'],
    [{ received: 3, answered: 2, medianSeconds: HOUR + 1 }, 'day'],
    [{ received: 4, answered: 2, medianSeconds: 24 * HOUR }, 'day'],
    [{ received: 5, answered: 5, medianSeconds: 24 * HOUR + 1 }, 'days'],
    [{ received: 2, answered: 2, medianSeconds: 60 }, null],
    [{ received: 5, answered: 2, medianSeconds: 60 }, null],
    [{ received: 3, answered: 0, medianSeconds: null }, null],
  ])('%o → %s', (stats, expected) => {
    expect(ownerReplyTime(stats)).toBe(expected);
  });
});
