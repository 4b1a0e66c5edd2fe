import { signUp } from './accounts';
import { createTestApp } from './app';

/**
 * A test app with two accounts, for what an account may do with its own things: `owner` has
 * them, `other` must not reach them.
 */
export async function appWithOwnerAndOther(...options: Parameters<typeof createTestApp>) {
  const t = await createTestApp(...options);
  const [owner, other] = await Promise.all([
    signUp(t, { name: 'Owner' }),
    signUp(t, { name: 'Other' }),
  ]);
  return { t, owner, other };
}
