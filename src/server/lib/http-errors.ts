import type { ApiErrorBody, ApiErrorIssue } from '../../shared/api-errors';

/**
 * The body of every error answer outside /api/auth: `{ error: { code, message, issues? } }`.
 * `code` is a string, not only our codes: Fastify's own refusals (FST_ERR_…) keep theirs.
 */
export function errorBody(code: string, message: string, issues?: ApiErrorIssue[]): ApiErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/** What a client is told while the database cannot be reached (503, to be retried). */
export const DATABASE_UNAVAILABLE =
  'The database is not reachable just now. Try again in a moment.';
