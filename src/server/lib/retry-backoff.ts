/** The first retry after a failure waits this long; each failure in a row doubles it. */
const FIRST_RETRY_MS = 60_000;

/**
 * How long to wait before trying again after `failures` failures in a row (this one counted):
 * `firstMs` (1 min by default), then twice, four times … up to `maxMs`. Doubling spaces the tries out while something is down for
 * long, without waiting long after a blip; the cap keeps the retries coming at all.
 */
export function retryDelayMs(failures: number, maxMs: number, firstMs = FIRST_RETRY_MS): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(failures - 1, 0));
}
