import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { cookieFrom, signIn, signUp, TEST_ORIGIN, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { accounts as accountsTable, sessions, users } from '../users/users.table';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSession = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

describe('sign-up', () => {
  it('creates the users row with name, e-mail and timestamp and signs the user in', async () => {
    const before = Date.now();
    const email = uniqueEmail('Mixed.Case');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: '  Asha Rao  ', email: email.toUpperCase(), password: 'long enough' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ name: 'Asha Rao', email });
    expect(JSON.stringify(body)).not.toContain('long enough');

    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ id: body.user.id, name: 'Asha Rao', email });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [credential] = await t.database.db
      .select()
      .from(accountsTable)
      .where(eq(accountsTable.userId, row!.id));
    expect(credential!.providerId).toBe('credential');
    expect(credential!.password).not.toContain('long enough');

    const cookie = response.headers['set-cookie'];
    const session = [cookie].flat().find((c) => c!.startsWith('better-auth.session_token='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    const me = await getSession(cookieFrom(response));
    expect(me.json().user).toMatchObject({ id: row!.id, email });
  });

  it('refuses an e-mail already in use with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const existing = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Other', email: existing.email.toUpperCase(), password: 'another one' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(ACCOUNT_ERROR_CODES.emailInUse);
  });

  it.each([
    ['a password under 8 characters', { password: 'short77' }, 400, 'PASSWORD_TOO_SHORT'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 400, 'PASSWORD_TOO_LONG'],
    ['a malformed e-mail', { email: 'not-an-email' }, 400, 'VALIDATION_ERROR'],
    ['a blank name', { name: '   ' }, 400, 'INVALID_NAME'],
    ['a name over 50 characters', { name: 'n'.repeat(51) }, 400, 'INVALID_NAME'],
    ['a missing name', { name: undefined }, 400, 'INVALID_NAME'],
  ])('refuses %s', async (_label, override, status, code) => {
    const payload = {
      name: 'Valid Name',
      email: uniqueEmail(),
      password: 'valid password',
      ...override,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    const rows = await t.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(0);
  });

  it('accepts exactly 8 and exactly 128 characters of password and 50 of name', async () => {
    await signUp(t, { password: '12345678' });
    await signUp(t, { password: 'p'.repeat(128), name: 'n'.repeat(50) });
  });
});

describe('sign-in', () => {
  it('signs in with the right password and the session survives on the cookie', async () => {
    const user = await signUp(t);
    const response = await signIn(t, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(response.body).not.toContain(user.password);
    const cookie = cookieFrom(response);
    for (let i = 0; i < 2; i++) {
      const session = await getSession(cookie);
      expect(session.statusCode).toBe(200);
      expect(session.json().user.id).toBe(user.id);
    }
  });

  it('tells an unknown e-mail (404 USER_NOT_FOUND) from a wrong password (401)', async () => {
    const user = await signUp(t);
    const unknown = await signIn(t, uniqueEmail('nobody'), 'whatever123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ACCOUNT_ERROR_CODES.userNotFound);
    const wrong = await signIn(t, user.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe(ACCOUNT_ERROR_CODES.wrongPassword);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 INVALID_EMAIL for a malformed e-mail', async () => {
    const response = await signIn(t, 'nope', 'whatever123');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_EMAIL');
  });
});

describe('session and sign-out', () => {
  it('has no session without a cookie', async () => {
    const response = await getSession('');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('sign-out revokes the session on the server: a copied cookie stops working', async () => {
    const user = await signUp(t);
    const stolen = user.cookie;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieFrom(out, user.cookie)).not.toContain('session_token');
    const replay = await getSession(stolen);
    expect(replay.json()).toBeNull();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});
