import { COMMON_ERROR_CODES, type ApiErrorCode, type ApiErrorIssue } from '../../shared/api-errors';
import { english, type Catalogue } from '../../shared/texts/catalogue';

/**
 * A message of an answer: a catalogue entry, written when the answer is sent in the language the
 * request asked for; or a plain string for the API's own messages, which the app never shows
 * (decision 0020) and which stay English.
 */
export type ApiText = string | ((texts: Catalogue) => string);

/** A broken rule whose message is an ApiText. */
export interface TextIssue {
  path: ApiErrorIssue['path'];
  message: ApiText;
}

/** `text` written from `texts`. */
export const written = (text: ApiText, texts: Catalogue): string =>
  typeof text === 'string' ? text : text(texts);

const writtenIssues = (issues: TextIssue[], texts: Catalogue): ApiErrorIssue[] =>
  issues.map((issue) => ({ path: issue.path, message: written(issue.message, texts) }));

/**
 * An error the API reports to the client as `{error:{code,message,issues?}}` with its HTTP status.
 * The codes are the shared ones (src/shared/api-errors.ts), so the browser can rely on them.
 * `message` and `issues` are the English ones (logs, tests); the error handler answers with
 * `messageIn` and `issuesIn` the request's catalogue.
 */
export class AppError extends Error {
  readonly issues?: ApiErrorIssue[];

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    private readonly text: ApiText,
    private readonly textIssues?: TextIssue[],
  ) {
    super(written(text, english));
    this.name = 'AppError';
    if (textIssues) this.issues = writtenIssues(textIssues, english);
  }

  messageIn(texts: Catalogue): string {
    return written(this.text, texts);
  }

  issuesIn(texts: Catalogue): ApiErrorIssue[] | undefined {
    return this.textIssues && writtenIssues(this.textIssues, texts);
  }
}

export const notFound = (what: string) =>
  new AppError(404, COMMON_ERROR_CODES.notFound, `${what} not found`);
export const badRequest = (code: ApiErrorCode, message: ApiText) =>
  new AppError(400, code, message);
export const forbidden = (code: ApiErrorCode, message: ApiText) => new AppError(403, code, message);

/** A rule the schema could not check, broken: 400 VALIDATION_FAILED like the schema's own. */
export const validationFailed = (issue: TextIssue, ...more: TextIssue[]) =>
  new AppError(400, COMMON_ERROR_CODES.validationFailed, issue.message, [issue, ...more]);
