import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { COMMON_ERROR_CODES, UPLOAD_ERROR_CODES } from '../../../shared/api-errors';
import type { Catalogue } from '../../../shared/texts/catalogue';
import { isDatabaseUnavailable } from '../../db/client';
import { DATABASE_UNAVAILABLE, errorBody } from '../../lib/http-errors';

/** An answer of ours to a tus request: its status and our JSON error body, as tus expects. */
export class TusAnswer {
  readonly body: string;
  constructor(
    readonly status_code: number,
    code: string,
    message: string,
  ) {
    this.body = JSON.stringify(errorBody(code, message));
  }
}

/** Thrown from tus's hooks: answers `status` with our error body. */
export const tusError = (status: number, code: string, message: string) =>
  new TusAnswer(status, code, message);

/** An outage of the database while storing an upload: the client may retry. */
export const databaseUnavailable = () =>
  new TusAnswer(503, COMMON_ERROR_CODES.databaseUnavailable, DATABASE_UNAVAILABLE);

/**
 * Every place for finished uploads is taken: the client sends the request again later. Told
 * from `texts`, the catalogue of the request's language.
 */
export const uploadBusy = (retryAfterSeconds: number, texts: Catalogue) =>
  new TusAnswer(503, UPLOAD_ERROR_CODES.busy, texts.api.uploadBusy({ seconds: retryAfterSeconds }));

/** Our code for each client error tus itself answers. */
function codeFor(status: number): string {
  if (status === 413) return UPLOAD_ERROR_CODES.tooLarge;
  if (status === 409) return UPLOAD_ERROR_CODES.offsetMismatch;
  if (status === 404 || status === 410) return UPLOAD_ERROR_CODES.gone;
  return UPLOAD_ERROR_CODES.invalid;
}

/** tus's plain-text reason ("Upload-Offset header required\n") as a sentence. */
function messageOf(status: number, error: unknown): string {
  if (status === 413) return 'The file is larger than its stated size or than 10 MB';
  const body = (error as { body?: unknown }).body;
  const text = typeof body === 'string' ? body.trim() : '';
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'The upload request was refused';
}

/**
 * tus's onResponseError: every error answer of /api/uploads gets our JSON body. Ours pass as they
 * are; tus's own refusals keep their 4xx (a wrong offset 409, too many bytes 413, …); a request
 * whose client went away is no fault of ours; anything else is a logged 500.
 */
export function mapTusError(
  error: unknown,
  raw: IncomingMessage | undefined,
  log: FastifyBaseLogger,
): TusAnswer | undefined {
  if (error instanceof TusAnswer) return undefined;
  const status = (error as { status_code?: unknown }).status_code;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new TusAnswer(status, codeFor(status), messageOf(status, error));
  }
  if (raw?.destroyed || raw?.socket.destroyed) {
    log.debug({ err: error }, 'upload request cut off by the client');
    return new TusAnswer(400, UPLOAD_ERROR_CODES.invalid, 'The upload request was cut off');
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  log.error({ err: error }, 'upload request failed');
  return new TusAnswer(500, COMMON_ERROR_CODES.internal, 'Upload failed');
}
