import { accountTexts } from '../../shared/texts/account';
import { ACCOUNT_ERROR_CODES, MODERATION_ERROR_CODES } from '../../shared/api-errors';
import { ApiRequestError } from '../api/http';

/** The error code of a failed request, or null for anything else (a network error, say). */
function errorCode(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.code : null;
}

/** The product's toast for a failed sign-in (docs/product.md#messages). */
export function signInErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case ACCOUNT_ERROR_CODES.userNotFound:
      return accountTexts.signIn.userNotFound;
    case ACCOUNT_ERROR_CODES.wrongPassword:
      return accountTexts.signIn.wrongPassword;
    case MODERATION_ERROR_CODES.accountSuspended:
      return accountTexts.suspended;
    default:
      return accountTexts.signIn.failed;
  }
}

/** The product's toast for a failed sign-up (docs/product.md#messages). */
export function signUpErrorMessage(error: unknown): string {
  return errorCode(error) === ACCOUNT_ERROR_CODES.emailInUse
    ? accountTexts.signUp.emailInUse
    : accountTexts.signUp.failed;
}

/** The toast for a failed reset confirmation: an unknown, used or expired link, or another fault. */
export function resetPasswordErrorMessage(error: unknown): string {
  return errorCode(error) === ACCOUNT_ERROR_CODES.invalidToken
    ? accountTexts.resetPassword.linkInvalid
    : accountTexts.resetPassword.failed;
}

/**
 * The toast for a social sign-in that failed with `code` (the popup's error, or the `error` the
 * provider's redirect brought back to /sign-in).
 */
export function socialSignInErrorMessage(code: string | null | undefined): string {
  return code === MODERATION_ERROR_CODES.accountSuspended
    ? accountTexts.suspended
    : accountTexts.social.failed;
}
