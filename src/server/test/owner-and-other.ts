import { afterAll, beforeAll } from 'vitest';
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

/**
 * `appWithOwnerAndOther` for a whole test file: started before its tests, closed after them. The
 * object returned is filled in when it has started, so tests read `given.t`, `given.owner`, ….
 */
export function withOwnerAndOther(...options: Parameters<typeof createTestApp>) {
  const given = {} as Awaited<ReturnType<typeof appWithOwnerAndOther>>;
  beforeAll(async () => {
    Object.assign(given, await appWithOwnerAndOther(...options));
  });
  afterAll(() => given.t.close());
  return given;
}
