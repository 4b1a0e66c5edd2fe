import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRules } from '../../fast-paths/better-auth-session';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { ADMIN_EMAILS_ENV, signUpModerator } from '../../test/moderation';
import { sessions, users } from '../users/users.table';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(ADMIN_EMAILS_ENV);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session of a request carrying `cookie`, as every signed-in route reads it. */
const read = (cookie?: string) =>
  t.app.accounts.readSession({
    headers: cookie === undefined ? {} : { cookie },
    ip: '127.0.0.1',
  } as FastifyRequest);

/** What better-auth's own GET /api/auth/get-session answers for `cookie`. */
async function betterAuthUser(cookie: string) {
  const response = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
  const body = response.json<{ user: Record<string, unknown> } | null>();
  if (!body) return null;
  const { id, name, email, emailVerified, moderator, messageMails } = body.user;
  return { id, name, email, emailVerified, moderator, messageMails };
}

const expiresAt = async (user: SignedUpUser) =>
  (
    await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
  ).map((row) => row.expiresAt);

const setExpiry = (user: SignedUpUser, at: Date) =>
  t.database.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.userId, user.id));

describe('reading the session of a request', () => {
  it('knows the installed better-auth: its cookie, secret and ages are where it reads them', async () => {
    const rules = sessionRules(await t.app.accounts.auth.$context);
    expect(rules).toMatchObject({
      cookieName: 'better-auth.session_token',
      expiresIn: 7 * 24 * 3600,
      updateAge: 24 * 3600,
    });
    expect(rules!.key.symmetricKeySize).toBeGreaterThanOrEqual(32);
  });

  it('reads a signed-in account in one statement, as better-auth answers it', async () => {
    for (const user of [await signUp(t), await signUpModerator(t)]) {
      const session = await read(user.cookie);
      expect(session.by).toBe('statement');
      expect(session.user).toEqual(await betterAuthUser(user.cookie));
      expect(session.user).toMatchObject({ id: user.id, email: user.email, messageMails: true });
    }
    const moderator = await read((await signUpModerator(t, 'moderator-two@example.com')).cookie);
    expect(moderator.user?.moderator).toBe(true);
  });

  it('reads nothing without a session cookie', async () => {
    expect(await read()).toEqual({ user: null, by: 'no cookie' });
    expect(await read('other=1; another=2')).toEqual({ user: null, by: 'no cookie' });
  });

  it('leaves a cookie not signed with our secret to better-auth, which refuses it', async () => {
    const user = await signUp(t);
    const [name, value] = [
      user.cookie.split('=')[0]!,
      decodeURIComponent(user.cookie.slice(user.cookie.indexOf('=') + 1)),
    ];
    const [token, signature] = [
      value.slice(0, value.lastIndexOf('.')),
      value.slice(value.lastIndexOf('.') + 1),
    ];
    for (const forged of [`${token}x.${signature}`, `${token}.${'A'.repeat(43)}=`, token]) {
      expect(await read(`${name}=${encodeURIComponent(forged)}`)).toEqual({
        user: null,
        by: 'better-auth',
      });
    }
  });

  it('leaves an expired session to better-auth, which ends it', async () => {
    const user = await signUp(t);
    await setExpiry(user, new Date(Date.now() - 60_000));
    expect(await read(user.cookie)).toEqual({ user: null, by: 'better-auth' });
    expect(await expiresAt(user)).toEqual([]);
  });

  it('leaves a session due for extension to better-auth, which extends it', async () => {
    const user = await signUp(t);
    // Seven days' sessions are extended once a day old: this one is six days old.
    await setExpiry(user, new Date(Date.now() + DAY_MS));
    const session = await read(user.cookie);
    expect(session).toMatchObject({ by: 'better-auth', user: { id: user.id } });
    const [extended] = await expiresAt(user);
    expect(extended!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect((await read(user.cookie)).by).toBe('statement');
  });

  it('answers no session for a suspended account, through better-auth', async () => {
    const user = await signUp(t);
    await t.database.db
      .update(users)
      .set({ suspendedAt: sql`now()` })
      .where(eq(users.id, user.id));
    expect(await read(user.cookie)).toEqual({ user: null, by: 'better-auth' });
  });
});

describe('reading the session of a request on an https site', () => {
  it('reads the __Secure- cookie better-auth sets there in one statement', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://homes.example' });
    try {
      const user = await signUp(secure);
      expect(user.cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      const session = await secure.app.accounts.readSession({
        headers: { cookie: user.cookie },
        ip: '127.0.0.1',
      } as FastifyRequest);
      expect(session).toMatchObject({ by: 'statement', user: { id: user.id } });
    } finally {
      await secure.close();
    }
  });
});
