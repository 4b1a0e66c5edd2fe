import { DetailedError, Upload, type HttpResponse } from 'tus-js-client';
import { UPLOAD_PATH } from '../../shared/uploads';
import type { UploadedImage } from '../../shared/schemas/listing';
import {
  firstChunkSize,
  nextChunkSize,
  retryDelays,
  shouldRetryUpload,
} from '../lib/upload-policy';
import { readError } from './http';

/** Why an upload ended without an image: the HTTP status (null: no answer) and the API error. */
export interface UploadFailure {
  status: number | null;
  code: string;
  message: string;
}

export interface ImageUploadCallbacks {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: (image: UploadedImage) => void;
  onError: (failure: UploadFailure) => void;
}

/** A running upload; `abort` stops it and discards what the server holds of it. */
export interface ImageUpload {
  abort: () => void;
}

const RETRY_DELAYS = retryDelays();

/** Uploads this page is sending now: the same file chosen twice must not resume the other's. */
const activeUrls = new Set<string>();

function readJson(response: HttpResponse | null): unknown {
  try {
    return JSON.parse(response?.getBody() || 'null');
  } catch {
    return null;
  }
}

/** The image the server answers the finishing request with (decision 0007), or null. */
function readImage(response: HttpResponse): UploadedImage | null {
  const body = readJson(response) as Partial<UploadedImage> | null;
  return typeof body?.key === 'string' && typeof body.src === 'string'
    ? (body as UploadedImage)
    : null;
}

function toFailure(error: Error): UploadFailure {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return { status: null, code: 'NETWORK', message: error.message };
  const { status, code, message } = readError(
    response.getStatus(),
    response.getBody() ?? '',
    error.message,
  );
  return { status, code, message };
}

/**
 * Uploads one image with tus to `UPLOAD_PATH` and starts at once. A file up to 256 KB goes in
 * the creating request; a larger one in chunks that double from 256 KB up to 32 MB. An upload
 * of the same file that an earlier visit left unfinished is resumed where it stopped.
 */
export function uploadImage(file: File, callbacks: ImageUploadCallbacks): ImageUpload {
  const startedAt = Date.now();
  let current: Upload | null = null;
  let stopped = false;

  const release = () => {
    if (current?.url) activeUrls.delete(current.url);
  };

  const start = (resume: boolean) => {
    const upload = new Upload(file, {
      // tus resolves the upload's Location against the endpoint: it must be absolute.
      endpoint: new URL(UPLOAD_PATH, window.location.origin).href,
      metadata: { filename: file.name, filetype: file.type },
      uploadDataDuringCreation: true,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      chunkSize: firstChunkSize(file.size),
      retryDelays: RETRY_DELAYS,
      onShouldRetry: (error) =>
        shouldRetryUpload(error.originalResponse?.getStatus() ?? 0, Date.now() - startedAt),
      // The client reads `options.chunkSize` for every chunk it sends.
      onChunkComplete: () => {
        upload.options.chunkSize = nextChunkSize(upload.options.chunkSize ?? Infinity);
      },
      onUploadUrlAvailable: () => {
        if (upload.url) activeUrls.add(upload.url);
      },
      onProgress: (sent, total) => {
        if (!stopped) callbacks.onProgress(sent, total);
      },
      onSuccess: ({ lastResponse }) => {
        release();
        if (stopped) return;
        const image = readImage(lastResponse);
        if (image) callbacks.onSuccess(image);
        // An upload resumed after it had finished has no image to answer with: send it again.
        else if (resume) start(false);
        else callbacks.onError({ status: lastResponse.getStatus(), code: 'NO_IMAGE', message: '' });
      },
      onError: (error) => {
        release();
        if (!stopped) callbacks.onError(toFailure(error));
      },
    });
    current = upload;
    if (!resume) {
      upload.start();
      return;
    }
    upload.findPreviousUploads().then(
      (previous) => {
        if (stopped) return;
        const unfinished = previous.find(
          (stored) => stored.uploadUrl !== null && !activeUrls.has(stored.uploadUrl),
        );
        if (unfinished) upload.resumeFromPreviousUpload(unfinished);
        upload.start();
      },
      () => {
        if (!stopped) upload.start();
      },
    );
  };

  start(true);
  return {
    abort: () => {
      stopped = true;
      release();
      current?.abort(true).catch(() => {
        // Already gone on the server, or unreachable: the server sweeps stale uploads itself.
      });
    },
  };
}
