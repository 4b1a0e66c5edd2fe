import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { sampleListingInput } from '../../../shared/test/listing-input';
import { cookieFrom, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { popupCallback, popupStart, startOidcProvider } from '../../test/oidc';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { uploadImage } from '../../test/uploads';

/**
 * With PUBLISH_REQUIRES_VERIFIED_EMAIL, a social sign-in counts as verified when the provider
 * says the address is: better-auth reads the ID token's `email_verified` claim. Through a real
 * OpenID Connect provider (oauth2-mock-server), in the popup, as the browser signs in.
 */
let smtp: SmtpSink;
let provider: OAuth2Server;
let t: TestContext;
/** Who the provider signs in next: its ID token and its userinfo say this. */
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  smtp = await startSmtpSink();
  const oidc = await startOidcProvider();
  provider = oidc.provider;
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = identity;
  });
  t = await createTestApp({
    ...oidc.env,
    SMTP_URL: smtp.url,
    PUBLISH_REQUIRES_VERIFIED_EMAIL: 'true',
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
  await smtp?.close();
});

/** Signs in through the provider's popup as `who`; the session cookie. */
async function socialSignIn(who: Record<string, unknown>): Promise<string> {
  identity = who;
  const start = await popupStart(t.app, 'oidc', `nonce-${String(who.sub)}`);
  expect(start.statusCode).toBe(302);
  const callback = await popupCallback(t.app, start);
  expect(callback.statusCode).toBe(200);
  const cookie = cookieFrom(callback, cookieFrom(start));
  expect(cookie).toContain('session_token');
  return cookie;
}

async function sessionUser(cookie: string) {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return session.json<{ user: { email: string; emailVerified: boolean } }>().user;
}

async function publish(cookie: string) {
  const image = await uploadImage(t, cookie);
  return t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { origin: t.config.publicUrl, cookie },
    payload: sampleListingInput([image.key]),
  });
}

describe('a social sign-in with PUBLISH_REQUIRES_VERIFIED_EMAIL', () => {
  it('is verified when the provider says email_verified: true, and publishes', async () => {
    const email = uniqueEmail('oidc-verified');
    const cookie = await socialSignIn({
      sub: `sub-${email}`,
      email,
      email_verified: true,
      name: 'Kavya Social',
    });
    expect(await sessionUser(cookie)).toMatchObject({ email, emailVerified: true });
    const created = await publish(cookie);
    expect(created.statusCode, created.body).toBe(201);
    expect(smtp.messages.filter((mail) => mail.text?.includes(email))).toHaveLength(0);
  });

  it('is not verified when the provider says email_verified: false: refused, and mailed a link', async () => {
    const email = uniqueEmail('oidc-unverified');
    const who = { sub: `sub-${email}`, email, email_verified: false, name: 'Arjun Social' };
    const cookie = await socialSignIn(who);
    expect(await sessionUser(cookie)).toMatchObject({ email, emailVerified: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { origin: t.config.publicUrl, cookie },
      payload: sampleListingInput(['images/none']),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ACCOUNT_ERROR_CODES.emailNotVerified);

    // Like a sign-up with a password, the new account is mailed a link; it verifies.
    const mail = await smtp.waitFor(email);
    const link = new URL(mail.text!.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0]);
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.headers.location).toBe('/verify-email');
    expect((await sessionUser(cookie)).emailVerified).toBe(true);
  });

  it('becomes verified when the provider says so at a later sign-in', async () => {
    const email = uniqueEmail('oidc-later');
    const who = { sub: `sub-${email}`, email, name: 'Meera Social' };
    const first = await socialSignIn({ ...who, email_verified: false });
    expect((await sessionUser(first)).emailVerified).toBe(false);
    const second = await socialSignIn({ ...who, email_verified: true });
    expect((await sessionUser(second)).emailVerified).toBe(true);
  });
});
