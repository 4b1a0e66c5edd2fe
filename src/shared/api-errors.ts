/**
 * Every error code the API answers with, next to each other. The body of an error is
 * `{ error: { code, message, issues? } }` (under /api/auth better-auth's own `{ code, message }`).
 * No zod here: the browser's first visit imports these.
 */

/** Codes any endpoint may answer. */
export const COMMON_ERROR_CODES = {
  /** The request body, query or parameters break a rule (400); `issues` names each field. */
  validationFailed: 'VALIDATION_FAILED',
  /**
   * Malformed request the schema could not even read (400). Other refusals of the framework itself
   * (a body too large, an unsupported media type) keep Fastify's own code, FST_ERR_….
   */
  badRequest: 'BAD_REQUEST',
  /** No such route, listing, user or image (404). */
  notFound: 'NOT_FOUND',
  /** Too many requests from this address, user or e-mail (429). */
  rateLimited: 'RATE_LIMITED',
  /** The database cannot be reached right now (503); retry later. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** A service the app needs (Redis) is not reachable right now (503); retry later. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** Something failed on the server's side (500); never caused by what the client sent. */
  internal: 'INTERNAL',
} as const;

/** Codes of the account endpoints, for mapping to the product's toasts. */
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
  /**
   * Reset confirm: unknown, used or expired token (400). A verification link used, superseded
   * or forged (401; its page gets ?error=INVALID_TOKEN).
   */
  invalidToken: 'INVALID_TOKEN',
  /** Too many attempts from this address or for this e-mail (429). */
  rateLimited: COMMON_ERROR_CODES.rateLimited,
  /** A mutating request from another origin (403). */
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  /** No valid session (401). */
  unauthenticated: 'UNAUTHENTICATED',
  /**
   * Publishing needs a verified e-mail address (PUBLISH_REQUIRES_VERIFIED_EMAIL) and this
   * account's is not (403): nothing was saved. Show the message; a new link can be sent.
   */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** A verification link older than 24 hours (401; its page gets ?error=TOKEN_EXPIRED). */
  verificationLinkExpired: 'TOKEN_EXPIRED',
} as const;

/** Codes of the listing endpoints. */
export const LISTING_ERROR_CODES = {
  /** The address matched no place (400). */
  invalidAddress: 'INVALID_ADDRESS',
  /** An image key that is not this user's unattached upload (400). */
  unknownImage: 'UNKNOWN_IMAGE',
  /** The listing belongs to someone else (403). */
  notOwner: 'FORBIDDEN',
  /** The configured geocoder could not be asked (503). */
  geocoderUnavailable: 'GEOCODER_UNAVAILABLE',
  /** A Load More cursor that this server did not make (400). */
  invalidCursor: 'INVALID_CURSOR',
  /**
   * Another save of the listing changed its photos while this one was on its way, or this one
   * keeps a photo another save dropped (409): nothing was saved. Show the message; reloading the
   * listing shows what the other save left.
   */
  changed: 'LISTING_CHANGED',
  /** A renew link whose token this server did not sign as one (400). */
  invalidToken: ACCOUNT_ERROR_CODES.invalidToken,
} as const;

/** Codes of the geocoding lookup (GET /api/geocode). */
export const GEOCODE_ERROR_CODES = {
  /** The address matched no place (422): the message is the product's 'Please Enter a Valid Address'. */
  addressNotFound: 'ADDRESS_NOT_FOUND',
  /** The configured geocoder could not be asked (503). */
  geocoderUnavailable: LISTING_ERROR_CODES.geocoderUnavailable,
} as const;

/** Codes of the image upload endpoints. */
export const UPLOAD_ERROR_CODES = {
  /** Not a JPEG or PNG, or not readable as one (415). */
  unsupportedImage: 'UNSUPPORTED_IMAGE',
  /** More pixels than the server decodes (415): the message says the limit. */
  tooManyPixels: 'IMAGE_TOO_MANY_PIXELS',
  /** The upload did not say its size (400). */
  lengthRequired: 'UPLOAD_LENGTH_REQUIRED',
  /** The upload carries no owner or is otherwise unusable (400). */
  invalid: 'UPLOAD_INVALID',
  /** More bytes than the upload's length or 10 MB (413); none of that request's bytes are kept. */
  tooLarge: 'UPLOAD_TOO_LARGE',
  /** Upload-Offset is not where the upload stands (409): ask with HEAD and go on from there. */
  offsetMismatch: 'UPLOAD_OFFSET_MISMATCH',
  /**
   * Every place for finished uploads is taken (503, with Retry-After): nothing of the request was
   * kept; send it again after that many seconds.
   */
  busy: 'UPLOAD_BUSY',
  /** The upload expired or was never there (404/410). */
  gone: 'UPLOAD_GONE',
} as const;

/** Codes of the saved homes endpoints. */
export const SAVED_ERROR_CODES = {
  /** The account keeps as many saved homes as it may (409): the message says so. */
  full: 'SAVED_FULL',
} as const;

/** Codes of saved searches and their alerts (docs/product.md#saved-homes-and-searches). */
export const SAVED_SEARCH_ERROR_CODES = {
  /** The account has SAVED_SEARCHES_MAX searches already (409). */
  tooMany: 'SAVED_SEARCHES_LIMIT',
  /** An unsubscribe token this server did not sign, or not for unsubscribing (400). */
  invalidToken: ACCOUNT_ERROR_CODES.invalidToken,
} as const;

/** Codes of conversations (docs/product.md#messages-between-people). */
export const MESSAGE_ERROR_CODES = {
  /** The account started NEW_CONVERSATIONS_PER_DAY conversations in the last 24 hours (429). */
  dailyLimit: 'CONVERSATIONS_DAILY_LIMIT',
  /** A new conversation about a listing that is rented, sold, expired or hidden (409). */
  notListed: 'LISTING_NOT_LISTED',
  /** Writing about one's own listing (409). */
  ownListing: 'OWN_LISTING',
  /** The owner blocked this person (403): the page shows "This owner does not accept your messages". */
  blocked: 'MESSAGES_BLOCKED',
  /** Too many messages in a short time from this account (429). */
  tooFast: COMMON_ERROR_CODES.rateLimited,
} as const;

/** Codes of reports and moderation (docs/product.md#reports-and-moderation). */
export const MODERATION_ERROR_CODES = {
  /** Signing in to an account a moderator suspended (403); the toast "This account is suspended". */
  accountSuspended: 'ACCOUNT_SUSPENDED',
  /** An owner reporting their own listing (403). */
  ownListing: 'OWN_LISTING',
  /** An action that does not apply as things stand (409): hidden already, not suspended…; the message says which. */
  conflict: 'MODERATION_CONFLICT',
  /** Suspending one's own account or another moderator's (409). */
  protectedAccount: 'PROTECTED_ACCOUNT',
} as const;

type ValueOf<T> = T[keyof T];
export type ApiErrorCode =
  | ValueOf<typeof COMMON_ERROR_CODES>
  | ValueOf<typeof ACCOUNT_ERROR_CODES>
  | ValueOf<typeof LISTING_ERROR_CODES>
  | ValueOf<typeof GEOCODE_ERROR_CODES>
  | ValueOf<typeof UPLOAD_ERROR_CODES>
  | ValueOf<typeof SAVED_ERROR_CODES>
  | ValueOf<typeof SAVED_SEARCH_ERROR_CODES>
  | ValueOf<typeof MODERATION_ERROR_CODES>
  | ValueOf<typeof MESSAGE_ERROR_CODES>;

/** One broken rule of a VALIDATION_FAILED answer: where in the request, and what is wrong. */
export interface ApiErrorIssue {
  /** Path into the body, query or params, e.g. `['discountedPrice']` or `['geoLocation','lat']`. */
  path: (string | number)[];
  message: string;
}

/** The body of every error answer of the API outside /api/auth. */
export interface ApiErrorBody {
  error: { code: string; message: string; issues?: ApiErrorIssue[] };
}
