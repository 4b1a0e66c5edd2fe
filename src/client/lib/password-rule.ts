import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account-rules';

/** The password rule, as the hint under a new-password field says it. */
export const passwordHint = `At least ${PASSWORD_MIN} characters`;

/** What is wrong with a new password, or null when the server will accept its length. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  return null;
}
