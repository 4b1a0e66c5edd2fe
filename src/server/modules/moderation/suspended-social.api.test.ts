import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { ADMIN_EMAILS_ENV, asUser, signUpModerator } from '../../test/moderation';
import { popupCallback, popupMessage, popupStart, startOidcProvider } from '../../test/oidc';

describe('social sign-in to a suspended account', () => {
  const email = uniqueEmail('social-suspect');
  let provider: OAuth2Server;
  let t: TestContext;

  beforeAll(async () => {
    const oidc = await startOidcProvider({
      sub: `suspect-${Date.now()}`,
      email,
      email_verified: true,
      name: 'Social Suspect',
    });
    provider = oidc.provider;
    t = await createTestApp({ ...oidc.env, ...ADMIN_EMAILS_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  /** The popup's whole flow, as a browser runs it: the provider, then our callback. */
  async function popupSignIn(nonce: string) {
    const start = await popupStart(t.app, 'oidc', nonce);
    const callback = await popupCallback(t.app, start);
    return { message: popupMessage(callback.body), cookie: cookieFrom(callback) };
  }

  it('is refused with the code the page shows as "This account is suspended"', async () => {
    const first = await popupSignIn('nonce-1');
    expect(first.message.token).toBeTruthy();
    const send = asUser(t, t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: first.cookie },
    });
    const moderator = await signUpModerator(t);
    expect(
      (await send('POST', `/api/moderation/accounts/${me.json().id}/suspend`, moderator))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: first.cookie } }))
        .statusCode,
    ).toBe(401);

    const again = await popupSignIn('nonce-2');
    expect(again.message.token).toBeUndefined();
    expect(again.message.error?.code).toBe('ACCOUNT_SUSPENDED');
    expect(again.cookie).not.toContain('session_token');
  });
});
