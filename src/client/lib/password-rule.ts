import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account-rules';
import { accountTexts } from '../../shared/texts/account';

/** The password rule, as the hint under a new-password field says it. */
export const passwordHint = accountTexts.passwordHint({ min: PASSWORD_MIN });

/** What is wrong with a new password, or null when the server will accept its length. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return accountTexts.passwordTooShort({ min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) return accountTexts.passwordTooLong({ max: PASSWORD_MAX });
  return null;
}
