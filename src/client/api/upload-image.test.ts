import type { HttpResponse, UploadOptions } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CHUNK_MIN } from '../../shared/uploads';

// A stand-in for the tus client: records each upload's options and lets the test play the server.
const tus = vi.hoisted(() => {
  class DetailedError extends Error {
    originalResponse: unknown;
    constructor(message: string, response: unknown) {
      super(message);
      this.originalResponse = response;
    }
  }
  const uploads: {
    options: UploadOptions;
    started: boolean;
    resumedFrom: unknown;
    abort: ReturnType<typeof vi.fn<(terminate?: boolean) => Promise<void>>>;
    instance: { url: string | null };
  }[] = [];
  const previous: unknown[] = [];
  class Upload {
    url: string | null = null;
    options: UploadOptions;
    record: (typeof uploads)[number];
    constructor(_file: unknown, options: UploadOptions) {
      this.options = options;
      this.record = {
        options,
        started: false,
        resumedFrom: null,
        abort: vi.fn(async (_terminate?: boolean) => {}),
        instance: this,
      };
      uploads.push(this.record);
    }
    findPreviousUploads() {
      return Promise.resolve([...previous]);
    }
    resumeFromPreviousUpload(upload: unknown) {
      this.record.resumedFrom = upload;
    }
    start() {
      this.record.started = true;
    }
    abort(terminate?: boolean) {
      return this.record.abort(terminate);
    }
  }
  return { uploads, previous, Upload, DetailedError };
});

vi.mock('tus-js-client', () => ({ Upload: tus.Upload, DetailedError: tus.DetailedError }));

const { uploadImage } = await import('./upload-image');

const response = (status: number, body: unknown): HttpResponse => ({
  getStatus: () => status,
  getHeader: () => undefined,
  getBody: () => (typeof body === 'string' ? body : JSON.stringify(body)),
  getUnderlyingObject: () => null,
});

const image = {
  key: 'images/u1-house-1',
  src: '/images/u1-house-1/640.webp',
  srcSet: '/images/u1-house-1/320.webp 320w',
  width: 1600,
  height: 1200,
};

function start(size: number, name = 'house.jpg') {
  const callbacks = { onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() };
  const file = new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
  const handle = uploadImage(file, callbacks);
  return { callbacks, handle };
}

const lastUpload = () => tus.uploads.at(-1)!;

afterEach(() => {
  tus.uploads.length = 0;
  tus.previous.length = 0;
});

describe('uploadImage', () => {
  it('creates the upload at the absolute tus endpoint with the file name and type', async () => {
    start(1000);
    await vi.waitFor(() => expect(lastUpload().started).toBe(true));
    const { options } = lastUpload();
    expect(options.endpoint).toBe(`${window.location.origin}/api/uploads`);
    expect(options.metadata).toEqual({ filename: 'house.jpg', filetype: 'image/jpeg' });
    expect(options).toMatchObject({
      uploadDataDuringCreation: true,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    expect(options.retryDelays?.[0]).toBe(0);
  });

  it('sends a small file in one request and a large one in chunks that double', () => {
    start(200 * 1024);
    expect(lastUpload().options.chunkSize).toBe(Number.POSITIVE_INFINITY);

    start(5 * 1024 * 1024);
    const { options } = lastUpload();
    expect(options.chunkSize).toBe(UPLOAD_CHUNK_MIN);
    options.onChunkComplete?.(UPLOAD_CHUNK_MIN, UPLOAD_CHUNK_MIN, 5 * 1024 * 1024);
    expect(options.chunkSize).toBe(2 * UPLOAD_CHUNK_MIN);
    options.onChunkComplete?.(2 * UPLOAD_CHUNK_MIN, 3 * UPLOAD_CHUNK_MIN, 5 * 1024 * 1024);
    expect(options.chunkSize).toBe(4 * UPLOAD_CHUNK_MIN);
  });

  it('resumes an unfinished upload of the same file', async () => {
    const unfinished = { uploadUrl: 'http://localhost/api/uploads/abc', urlStorageKey: 'k' };
    tus.previous.push(unfinished);
    start(1000);
    await vi.waitFor(() => expect(lastUpload().started).toBe(true));
    expect(lastUpload().resumedFrom).toBe(unfinished);
  });

  it('does not resume the upload of the same file that this page is sending', async () => {
    start(1000);
    await vi.waitFor(() => expect(lastUpload().started).toBe(true));
    // The first upload now exists on the server and is stored for resuming.
    const first = lastUpload();
    first.instance.url = 'http://localhost/api/uploads/first';
    first.options.onUploadUrlAvailable?.();
    tus.previous.push({ uploadUrl: first.instance.url, urlStorageKey: 'k1' });

    start(1000);
    await vi.waitFor(() => expect(lastUpload().started).toBe(true));
    expect(lastUpload().resumedFrom).toBeNull();

    // Once the first has finished, its stored upload may be resumed again.
    first.options.onSuccess?.({ lastResponse: response(200, image) });
    start(1000);
    await vi.waitFor(() => expect(lastUpload().started).toBe(true));
    expect(lastUpload().resumedFrom).toEqual({
      uploadUrl: first.instance.url,
      urlStorageKey: 'k1',
    });
  });

  it('reports progress and the stored image of the finishing answer', () => {
    const { callbacks } = start(1000);
    lastUpload().options.onProgress?.(500, 1000);
    expect(callbacks.onProgress).toHaveBeenCalledWith(500, 1000);
    lastUpload().options.onSuccess?.({ lastResponse: response(200, image) });
    expect(callbacks.onSuccess).toHaveBeenCalledWith(image);
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('sends the file again when a resumed upload had finished without its image', async () => {
    tus.previous.push({ uploadUrl: 'http://localhost/api/uploads/old', urlStorageKey: 'k' });
    const { callbacks } = start(1000);
    lastUpload().options.onSuccess?.({ lastResponse: response(200, '') });
    expect(tus.uploads).toHaveLength(2);
    await vi.waitFor(() => expect(lastUpload().started).toBe(true));
    expect(lastUpload().resumedFrom).toBeNull();
    lastUpload().options.onSuccess?.({ lastResponse: response(200, image) });
    expect(callbacks.onSuccess).toHaveBeenCalledWith(image);
  });

  it('reports the status and the API error of a refused upload', () => {
    const { callbacks } = start(1000);
    const refusal = response(415, {
      error: { code: 'UNSUPPORTED_IMAGE', message: 'Only JPEG and PNG images are accepted' },
    });
    lastUpload().options.onError?.(new tus.DetailedError('tus: failed', refusal));
    expect(callbacks.onError).toHaveBeenCalledWith({
      status: 415,
      code: 'UNSUPPORTED_IMAGE',
      message: 'Only JPEG and PNG images are accepted',
    });
  });

  it('reports a network failure without a status', () => {
    const { callbacks } = start(1000);
    lastUpload().options.onError?.(new Error('offline'));
    expect(callbacks.onError).toHaveBeenCalledWith({
      status: null,
      code: 'NETWORK',
      message: 'offline',
    });
  });

  it('retries server faults, not refusals', () => {
    start(1000);
    const retry = lastUpload().options.onShouldRetry!;
    const failure = (status: number) =>
      new tus.DetailedError('x', response(status, '')) as unknown as Parameters<typeof retry>[0];
    expect(retry(failure(503), 0, {})).toBe(true);
    expect(retry(failure(415), 0, {})).toBe(false);
    expect(retry(failure(401), 0, {})).toBe(false);
  });

  it('abort stops the upload and discards it on the server; nothing is reported after', () => {
    const { callbacks, handle } = start(1000);
    handle.abort();
    expect(lastUpload().abort).toHaveBeenCalledWith(true);
    lastUpload().options.onSuccess?.({ lastResponse: response(200, image) });
    lastUpload().options.onProgress?.(10, 1000);
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    expect(callbacks.onProgress).not.toHaveBeenCalled();
  });
});
