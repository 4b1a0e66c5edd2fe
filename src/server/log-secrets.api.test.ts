import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, signIn, signUp } from './test/accounts';
import type { TestContext } from './test/app';
import { createLoggedTestApp, logSink } from './test/log-sink';
import { uploadImage } from './test/uploads';

/**
 * Logs never hold what opens an account: a whole account's life (sign-up, sign-in, a reset
 * through the outbox and its link, a photo upload, sign-out) at debug level, where every request
 * is logged, and no line holds a password, a session cookie, the reset token or its link.
 */
const sink = logSink();

let t: TestContext;
beforeAll(async () => {
  // No SMTP_URL: the mail goes to the outbox, whose log line once carried the link.
  t = await createLoggedTestApp(sink);
});
afterAll(() => t.close());

describe('the log of a whole account life', () => {
  it('holds no password, session cookie, reset token or reset link', async () => {
    const origin = { origin: t.config.publicUrl };
    const user = await signUp(t, { password: 'first secret phrase 1' });
    const signedIn = await signIn(t, user.email, user.password);
    expect(signedIn.statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
    const outbox = path.join(t.dataDir, 'outbox');
    const [file] = await readdir(outbox);
    const mail = await simpleParser(await readFile(path.join(outbox, file!)));
    const link = mail.text!.match(/https?:\/\/\S+reset-password\?token=\S+/)![0];
    const token = new URL(link).searchParams.get('token')!;
    // The browser opens the link (the app's page), then the page sends the new password.
    const page = await t.app.inject({
      method: 'GET',
      url: `/reset-password?token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect([200, 404]).toContain(page.statusCode); // 404 when the client is not built
    const newPassword = 'second secret phrase 2';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { token, newPassword },
    });
    expect(confirmed.statusCode).toBe(200);

    const again = await signIn(t, user.email, newPassword);
    expect(again.statusCode).toBe(200);
    const cookie = cookieFrom(again);
    await uploadImage(t, cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...origin, cookie },
    });
    expect(out.statusCode).toBe(200);

    const cookieValues = [user.cookie, cookieFrom(signedIn), cookie]
      .flatMap((header) => header.split('; '))
      .map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)))
      .filter((value) => value.length >= 16);
    expect(cookieValues.length).toBeGreaterThanOrEqual(3);
    const log = sink.text();
    const secrets = [user.password, newPassword, token, link, ...cookieValues];
    // Every request was logged (two lines each), the reset page's URL with its token redacted.
    expect(log.split('\n').length).toBeGreaterThan(16);
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // The session token alone (the part of the cookie before its signature) too.
    for (const value of cookieValues) expect(log).not.toContain(value.split('.')[0]);
  });
});
