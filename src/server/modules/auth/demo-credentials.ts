import { createHmac } from 'node:crypto';
import type { Auth } from './auth';

export interface DemoCredential {
  email: string;
  password: string;
}

/**
 * A demo owner's password: derived from the install's auth secret, so it is the same at every
 * start (and can be printed each time) but differs between installs.
 */
export function demoPassword(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`demo-password:${email.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 16);
}

/**
 * Gives each existing demo owner without a password a credential account (hashed by better-auth),
 * and returns the e-mail/password pairs to print. Owners missing from the database are skipped;
 * an owner whose password was set before (or since reset) keeps it.
 */
export async function ensureDemoCredentials(
  auth: Auth,
  owners: readonly { email: string }[],
): Promise<DemoCredential[]> {
  const context = await auth.$context;
  const credentials: DemoCredential[] = [];
  for (const owner of owners) {
    const email = owner.email.toLowerCase();
    const found = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
    if (!found) continue;
    const password = demoPassword(context.secret, email);
    if (!found.accounts.some((account) => account.providerId === 'credential')) {
      await context.internalAdapter.linkAccount({
        userId: found.user.id,
        providerId: 'credential',
        accountId: found.user.id,
        password: await context.password.hash(password),
      });
    }
    credentials.push({ email, password });
  }
  return credentials;
}
