/**
 * Who moderates: the accounts whose e-mail ADMIN_EMAILS names (config.ts keeps the list trimmed
 * and in lower case). Asked on every request from the configured list, never stored with the
 * account, so an address taken off the list (and the app restarted) takes the role with it at
 * once, on every instance (decision 26).
 */
export function moderatorCheck(adminEmails: readonly string[]): (email: string) => boolean {
  const moderators = new Set(adminEmails);
  return (email) => moderators.has(email.trim().toLowerCase());
}
