import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it("writes the day in India, whatever the machine's time zone", () => {
    expect(formatDay(new Date('2027-01-26T10:00:00Z'))).toBe('26 January 2027');
    // 19:00 UTC is already the next day in India (UTC+5:30).
    expect(formatDay(new Date('2026-12-31T19:00:00Z'))).toBe('1 January 2027');
    expect(formatDay(new Date('2026-12-31T18:29:59Z'))).toBe('31 December 2026');
  });
});
