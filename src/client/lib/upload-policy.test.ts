import { describe, expect, it } from 'vitest';
import * as limits from '../../shared/uploads';
import { firstChunkSize, nextChunkSize, retryDelays, shouldRetryUpload } from './upload-policy';

describe('chunk sizes', () => {
  it('sends a file up to the single-request limit in one request', () => {
    expect(firstChunkSize(1)).toBe(Number.POSITIVE_INFINITY);
    expect(firstChunkSize(limits.UPLOAD_SINGLE_REQUEST_MAX)).toBe(Number.POSITIVE_INFINITY);
  });

  it('starts a larger file with the smallest chunk', () => {
    expect(firstChunkSize(limits.UPLOAD_SINGLE_REQUEST_MAX + 1)).toBe(limits.UPLOAD_CHUNK_MIN);
    expect(firstChunkSize(10 * 1024 * 1024)).toBe(256 * 1024);
  });

  it('doubles after every chunk up to 32 MB', () => {
    const sizes = [firstChunkSize(100 * 1024 * 1024)];
    while (sizes.length < 10) sizes.push(nextChunkSize(sizes.at(-1)!));
    expect(sizes.map((size) => size / 1024)).toEqual([
      256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 32768, 32768,
    ]);
    expect(Math.max(...sizes)).toBe(limits.UPLOAD_CHUNK_MAX);
  });

  it('keeps a single request single', () => {
    expect(nextChunkSize(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('splits a 10 MB image into six requests', () => {
    const size = 10 * 1024 * 1024;
    let sent = 0;
    let chunk = firstChunkSize(size);
    let requests = 0;
    while (sent < size) {
      sent = Math.min(size, sent + chunk);
      chunk = nextChunkSize(chunk);
      requests += 1;
    }
    expect(requests).toBe(6);
  });
});

describe('retries', () => {
  it('retries one request for about two minutes, first at once, then backing off', () => {
    const delays = retryDelays();
    expect(delays[0]).toBe(0);
    expect(delays.slice(1, 5)).toEqual([1000, 2000, 4000, 8000]);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBe(limits.UPLOAD_OPERATION_RETRY_MS);
    expect(Math.max(...delays)).toBeLessThanOrEqual(30_000);
    for (let index = 2; index < delays.length - 1; index += 1) {
      expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1]!);
    }
  });

  it('retries network and server faults, not refusals', () => {
    for (const status of [0, 500, 502, 503, 409, 423])
      expect(shouldRetryUpload(status, 0)).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 415, 429]) {
      expect(shouldRetryUpload(status, 0)).toBe(false);
    }
  });

  it('gives up on an upload after ten minutes', () => {
    expect(shouldRetryUpload(503, limits.UPLOAD_RETRY_MS - 1)).toBe(true);
    expect(shouldRetryUpload(503, limits.UPLOAD_RETRY_MS)).toBe(false);
    expect(shouldRetryUpload(0, limits.UPLOAD_RETRY_MS + 1)).toBe(false);
  });
});
