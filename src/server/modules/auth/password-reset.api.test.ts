import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { cookieFrom, signIn, signUp, TEST_ORIGIN, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { sessions, verifications } from '../users/users.table';

const PUBLIC_URL = 'http://homes.test:8080';
const MAIL_FROM = 'Homestead <accounts@homes.test>';

let smtp: SmtpSink;
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const origin = { origin: PUBLIC_URL };

const requestReset = ({ app }: TestContext, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: origin,
    payload: { email },
  });

const confirmReset = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: origin,
    payload: { token, newPassword },
  });

const getSession = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

/** Requests a reset for `email` and returns the token from the link in the e-mail received. */
async function resetTokenFor(email: string): Promise<string> {
  const response = await requestReset(t, email);
  expect(response.statusCode).toBe(200);
  const mail = await smtp.waitFor(email);
  const link = mail.text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('password reset request', () => {
  it('sends a real e-mail from MAIL_FROM with a link to the app page', async () => {
    const user = await signUp(t, { name: 'Ravi Kumar' });
    const response = await requestReset(t, user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true });

    const mail = await smtp.waitFor(user.email);
    expect(mail.from?.value).toEqual([{ name: 'Homestead', address: 'accounts@homes.test' }]);
    expect(mail.subject).toBe('Reset your Homestead password');
    expect(mail.text).toContain('Hello Ravi Kumar');
    const link = new URL(mail.text!.match(/https?:\/\/\S+reset-password\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^\w{16,}$/);
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = await signUp(t);
    const unknownEmail = uniqueEmail('nobody');
    const forKnown = await requestReset(t, known.email);
    const forUnknown = await requestReset(t, unknownEmail);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    await smtp.waitFor(known.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.some((m) => m.text?.includes(unknownEmail))).toBe(false);
    expect(
      smtp.messages.some((m) =>
        [m.to].flat().some((to) => to?.text.toLowerCase().includes(unknownEmail)),
      ),
    ).toBe(false);
  });

  it('stores a token that expires one hour after the request', async () => {
    const user = await signUp(t);
    const before = Date.now();
    const token = await resetTokenFor(user.email);
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });
});

describe('password reset confirm', () => {
  it('sets the new password once: old password refused, other sessions ended, token spent', async () => {
    const user = await signUp(t);
    const otherDevice = cookieFrom(await signIn(t, user.email, user.password));
    expect((await getSession(otherDevice)).json()?.user.id).toBe(user.id);

    const token = await resetTokenFor(user.email);
    const done = await confirmReset(token, 'brand new secret');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: true });

    const old = await signIn(t, user.email, user.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe(ACCOUNT_ERROR_CODES.wrongPassword);
    expect((await signIn(t, user.email, 'brand new secret')).statusCode).toBe(200);

    expect((await getSession(user.cookie)).json()).toBeNull();
    expect((await getSession(otherDevice)).json()).toBeNull();

    const again = await confirmReset(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(ACCOUNT_ERROR_CODES.invalidToken);
    expect((await signIn(t, user.email, 'yet another secret')).statusCode).toBe(401);
  });

  it('refuses an expired token and keeps the old password', async () => {
    const user = await signUp(t);
    const token = await resetTokenFor(user.email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await confirmReset(token, 'too late secret');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ACCOUNT_ERROR_CODES.invalidToken);
    expect((await signIn(t, user.email, user.password)).statusCode).toBe(200);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.length).toBeGreaterThan(0);
  });

  it('refuses an unknown token and a new password outside 8–128 characters', async () => {
    const unknown = await confirmReset('not-a-real-token', 'long enough secret');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe(ACCOUNT_ERROR_CODES.invalidToken);

    const user = await signUp(t);
    const token = await resetTokenFor(user.email);
    const short = await confirmReset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe(ACCOUNT_ERROR_CODES.passwordTooShort);
    const long = await confirmReset(token, 'x'.repeat(129));
    expect(long.json().code).toBe(ACCOUNT_ERROR_CODES.passwordTooLong);
    // The refused attempts did not spend the token.
    expect((await confirmReset(token, 'a good new secret')).statusCode).toBe(200);
  });
});

describe('when the mail server is down', () => {
  it('answers 503 RESET_EMAIL_FAILED so the page can show the failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL });
    try {
      const user = await signUp(down);
      const response = await requestReset(down, user.email);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe(ACCOUNT_ERROR_CODES.resetEmailFailed);
    } finally {
      await down.close();
    }
  });
});

describe('origin of the reset request', () => {
  it('is refused from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'https://evil.example' },
      payload: { email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ACCOUNT_ERROR_CODES.forbiddenOrigin);
    expect(TEST_ORIGIN).not.toBe(PUBLIC_URL);
  });
});
