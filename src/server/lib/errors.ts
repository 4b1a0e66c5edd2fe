import { COMMON_ERROR_CODES, type ApiErrorCode, type ApiErrorIssue } from '../../shared/api-errors';

/**
 * An error the API reports to the client as `{error:{code,message,issues?}}` with its HTTP status.
 * The codes are the shared ones (src/shared/api-errors.ts), so the browser can rely on them.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) =>
  new AppError(404, COMMON_ERROR_CODES.notFound, `${what} not found`);
export const badRequest = (code: ApiErrorCode, message: string) => new AppError(400, code, message);
export const forbidden = (code: ApiErrorCode, message: string) => new AppError(403, code, message);

/** A rule the schema could not check, broken: 400 VALIDATION_FAILED like the schema's own. */
export const validationFailed = (issue: ApiErrorIssue, ...more: ApiErrorIssue[]) =>
  new AppError(400, COMMON_ERROR_CODES.validationFailed, issue.message, [issue, ...more]);
