import { z } from 'zod';

/** Account rules shared by the sign-in/sign-up/profile forms and the API. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 50;

/** A display name: 1–50 characters once trimmed. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(DISPLAY_NAME_MAX, `Name must be at most ${DISPLAY_NAME_MAX} characters`);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** PATCH /api/me: only the name can change; any other field is ignored. */
export const updateMeSchema = z.object({ name: displayNameSchema });
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** GET/PATCH /api/me. */
export const meSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Me = z.infer<typeof meSchema>;

/** Which social sign-in the server offers (GET /api/config → socialProvider). */
export const SOCIAL_PROVIDERS = ['google', 'oidc'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

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
