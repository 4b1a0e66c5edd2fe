/** Account limits and error codes shared by the forms and the API (no zod: the browser imports them). */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 50;

/**
 * Error codes of the account endpoints (body `{code, message}` under /api/auth, `{error:{code,…}}`
 * elsewhere), for mapping to the spec's toasts.
 */
export const ACCOUNT_ERROR_CODES = {
  /** Sign-in: no account has this e-mail (404). */
  userNotFound: 'USER_NOT_FOUND',
  /** Sign-in: the account exists, the password is wrong (401). */
  wrongPassword: 'INVALID_EMAIL_OR_PASSWORD',
  /** Sign-up: the e-mail is taken (422). */
  emailInUse: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  /** Sign-up or PATCH /api/me: the name is empty or longer than 50 characters (400). */
  invalidName: 'INVALID_NAME',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  invalidEmail: 'INVALID_EMAIL',
  /** Reset request: the e-mail could not be handed to the mail server (503). */
  resetEmailFailed: 'RESET_EMAIL_FAILED',
  /** Reset confirm: unknown, used or expired token (400). */
  invalidToken: 'INVALID_TOKEN',
  /** Too many attempts from this address or for this e-mail (429). */
  rateLimited: 'RATE_LIMITED',
  /** A mutating request from another origin (403). */
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  /** No valid session (401). */
  unauthenticated: 'UNAUTHENTICATED',
} as const;
