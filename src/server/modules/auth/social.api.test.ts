import { eq } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, TEST_ORIGIN, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { popupCallback, popupMessage, popupStart, startOidcProvider } from '../../test/oidc';
import { accounts, users } from '../users/users.table';

describe('sign-in through an OpenID Connect provider, in a popup', () => {
  const sub = `oidc-user-${Date.now()}`;
  const email = uniqueEmail('oidc');
  let provider: OAuth2Server;
  let t: TestContext;

  beforeAll(async () => {
    const oidc = await startOidcProvider({ sub, email, email_verified: true, name: 'Priya Oidc' });
    provider = oidc.provider;
    t = await createTestApp(oidc.env);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  /** Runs the whole popup flow as a browser would; returns the callback response and cookies. */
  async function popupSignIn(nonce: string) {
    const start = await popupStart(t.app, 'oidc', nonce);
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(authorize.searchParams.get('client_id')).toBe('homestead-test');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${TEST_ORIGIN}/api/auth/callback/oidc`,
    );
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    let cookie = cookieFrom(start);

    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/api/auth/callback/oidc`);

    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    cookie = cookieFrom(callback, cookie);
    return { callback, cookie };
  }

  it('is offered to the browser', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().socialProvider).toBe('oidc');
  });

  it('creates the users row on first sign-in, signs in, and reports to the opener', async () => {
    const { callback, cookie } = await popupSignIn('nonce-first');
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['content-type']).toContain('text/html');
    // better-auth's own policy (one hashed inline script), not the app's.
    expect(callback.headers['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'sha256-[^']+'; base-uri 'none'$/,
    );
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const message = popupMessage(callback.body);
    expect(message).toMatchObject({
      type: 'better-auth:oauth-popup',
      targetOrigin: TEST_ORIGIN,
      nonce: 'nonce-first',
    });
    expect(message.error).toBeUndefined();
    expect(message.token).toBeTruthy();

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Priya Oidc', email });

    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    const linked = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, rows[0]!.id));
    expect(linked.map((a) => [a.providerId, a.accountId])).toEqual([['oidc', sub]]);
  });

  it('signs the same person into the same account the next time', async () => {
    const { callback, cookie } = await popupSignIn('nonce-second');
    expect(popupMessage(callback.body).token).toBeTruthy();
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().email).toBe(email);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const start = await popupStart(t.app, 'oidc', 'nonce-forged');
    const callback = await popupCallback(t.app, start, '');
    expect(cookieFrom(callback)).not.toContain('session_token');
  });

  it('refuses a popup opened for another origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth-popup/start?${new URLSearchParams({
        provider: 'oidc',
        popupOrigin: 'https://evil.example',
        popupNonce: 'x',
      })}`,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('social sign-in configuration', () => {
  it('without a provider: config says null and the popup reports an error to the opener', async () => {
    const t = await createTestApp();
    try {
      const config = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().socialProvider).toBeNull();
      const start = await popupStart(t.app, 'google', 'nonce-none');
      expect(start.statusCode).toBe(200);
      const message = popupMessage(start.body);
      expect(message).toMatchObject({ nonce: 'nonce-none', error: { code: 'provider_not_found' } });
      expect(message.token).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('with Google: config says google and the popup goes to Google with our callback', async () => {
    const t = await createTestApp({
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_CLIENT_SECRET: 'google-client-secret',
    });
    try {
      const config = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().socialProvider).toBe('google');
      const start = await popupStart(t.app, 'google', 'nonce-google');
      expect(start.statusCode).toBe(302);
      const authorize = new URL(start.headers.location as string);
      expect(authorize.hostname).toBe('accounts.google.com');
      expect(authorize.searchParams.get('client_id')).toBe('google-client-id');
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `${TEST_ORIGIN}/api/auth/callback/google`,
      );
    } finally {
      await t.close();
    }
  });
});
