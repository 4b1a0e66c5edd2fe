import { messages } from '../../shared/messages';
import { ACCOUNT_ERROR_CODES } from '../../shared/account-rules';
import { errorCode } from '../api/send-json';

/** The spec's toast for a failed sign-in (spec §8). */
export function signInErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case ACCOUNT_ERROR_CODES.userNotFound:
      return messages.signInUserNotFound;
    case ACCOUNT_ERROR_CODES.wrongPassword:
      return messages.signInWrongPassword;
    default:
      return messages.signInOther;
  }
}

/** The spec's toast for a failed sign-up (spec §8). */
export function signUpErrorMessage(error: unknown): string {
  return errorCode(error) === ACCOUNT_ERROR_CODES.emailInUse
    ? messages.signUpEmailInUse
    : messages.signUpOther;
}

/** The toast for a failed reset confirmation: an unknown, used or expired link, or another fault. */
export function resetPasswordErrorMessage(error: unknown): string {
  return errorCode(error) === ACCOUNT_ERROR_CODES.invalidToken
    ? messages.resetLinkInvalid
    : messages.resetPasswordFailed;
}
