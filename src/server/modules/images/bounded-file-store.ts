import { truncate } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import type stream from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';

/** tus's own "more bytes than allowed" error (its class is not exported): status 413. */
const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status_code?: unknown }).status_code === 413;

/**
 * tus's FileStore with one answer changed. A PATCH (or a creating POST with data) sent with
 * `Transfer-Encoding: chunked` has no Content-Length to check before reading; tus cuts its body at
 * the upload's length, but FileStore reported that cut as a 500 and kept the bytes written until
 * then. Here it is the 413 a request with Content-Length gets, and the file goes back to the
 * offset the request started at: nothing of a refused request is kept.
 */
export class BoundedFileStore extends FileStore {
  override async write(
    readable: http.IncomingMessage | stream.Readable,
    id: string,
    offset: number,
  ): Promise<number> {
    // The stream tus hands over is its size limiter: its error says why the write stopped.
    let cause: unknown;
    readable.once('error', (error) => {
      cause = error;
    });
    try {
      return await super.write(readable, id, offset);
    } catch (error) {
      if (!isTooLarge(cause)) throw error;
      await truncate(path.join(this.directory, id), offset);
      throw ERRORS.ERR_SIZE_EXCEEDED;
    }
  }
}
