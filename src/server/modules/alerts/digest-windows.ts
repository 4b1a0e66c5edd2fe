/**
 * When digests go out (docs/product.md#saved-homes-and-searches): daily at 08:00 India time, weekly
 * on Mondays at 08:00. India keeps one offset all year (UTC+5:30, no summer time), so the times are
 * computed without a time zone database.
 */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DIGEST_HOUR_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONDAY = 1;

export type DigestFrequency = 'daily' | 'weekly';

/** A digest's time: matches recorded before `start` go in it; `label` is its India date. */
export interface DigestWindow {
  start: Date;
  label: string;
}

/** The latest digest time of `frequency` at or before `now`. */
export function digestWindow(frequency: DigestFrequency, now: Date): DigestWindow {
  const local = now.getTime() + INDIA_OFFSET_MS;
  let day = Math.floor((local - DIGEST_HOUR_MS) / DAY_MS);
  if (frequency === 'weekly') {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    day -= (weekday - MONDAY + 7) % 7;
  }
  return {
    start: new Date(day * DAY_MS + DIGEST_HOUR_MS - INDIA_OFFSET_MS),
    label: new Date(day * DAY_MS).toISOString().slice(0, 10),
  };
}
