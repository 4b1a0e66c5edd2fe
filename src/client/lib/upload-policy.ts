import {
  UPLOAD_CHUNK_MAX,
  UPLOAD_CHUNK_MIN,
  UPLOAD_OPERATION_RETRY_MS,
  UPLOAD_RETRY_MS,
  UPLOAD_SINGLE_REQUEST_MAX,
} from '../../shared/uploads';

/*
 * How an image travels (docs/product.md#images, decision 0007): pure rules, kept apart from the tus client so
 * they can be tested on their own.
 */

/** A small file goes whole in the creating request; a larger one starts with the smallest chunk. */
export function firstChunkSize(fileSize: number): number {
  return fileSize <= UPLOAD_SINGLE_REQUEST_MAX ? Number.POSITIVE_INFINITY : UPLOAD_CHUNK_MIN;
}

/** After each chunk the next one is twice as large, up to the largest chunk. */
export function nextChunkSize(chunkSize: number): number {
  if (!Number.isFinite(chunkSize)) return chunkSize;
  return Math.min(Math.max(chunkSize, UPLOAD_CHUNK_MIN) * 2, UPLOAD_CHUNK_MAX);
}

/**
 * Waits before each retry of one request: 0 s, then doubling from 1 s (at most `longest` apart)
 * until the waits add up to `spanMs`. The tus client starts the list again whenever a retry
 * makes progress, so this bounds how long one request is retried.
 */
export function retryDelays(spanMs = UPLOAD_OPERATION_RETRY_MS, longest = 30_000): number[] {
  const delays = [0];
  let total = 0;
  for (let next = 1000; total < spanMs; next *= 2) {
    const delay = Math.min(next, longest, spanMs - total);
    delays.push(delay);
    total += delay;
  }
  return delays;
}

/**
 * Whether a failed request is worth another try: no answer at all (the network), a server
 * fault, or a locked or conflicting upload; never once the whole upload has been retried for
 * `UPLOAD_RETRY_MS`. Refusals (not signed in, too large, not an image, rate limited) are final.
 */
export function shouldRetryUpload(status: number, elapsedMs: number): boolean {
  if (elapsedMs >= UPLOAD_RETRY_MS) return false;
  return status === 0 || status >= 500 || status === 409 || status === 423;
}
