import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { cookieFrom, TEST_ORIGIN } from './accounts';

/** The identity the test provider signs people in as (its ID token and its userinfo answer). */
export type OidcIdentity = Record<string, unknown> & { sub: string; email: string };

/**
 * A real OpenID Connect provider on a free local port, and the app's settings that use it. With
 * `identity`, every sign-in through it is that person.
 */
export async function startOidcProvider(identity?: OidcIdentity) {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  if (identity) {
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, identity);
    });
    provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = identity;
    });
  }
  return {
    provider,
    env: {
      OIDC_ISSUER: provider.issuer.url!,
      OIDC_CLIENT_ID: 'homestead-test',
      OIDC_CLIENT_SECRET: 'homestead-test-secret',
    },
  };
}

/** The sign-in popup's first request, as the page opens it for `provider`. */
export const popupStart = (app: FastifyInstance, provider: string, nonce: string) =>
  app.inject({
    method: 'GET',
    url: `/api/auth/oauth-popup/start?${new URLSearchParams({
      provider,
      popupOrigin: TEST_ORIGIN,
      popupNonce: nonce,
      callbackURL: '/',
    })}`,
  });

/**
 * Follows the popup's `start` to the provider and back to our callback, as the browser does;
 * the callback carries `cookie` (the start's cookies unless told otherwise).
 */
export async function popupCallback(
  app: FastifyInstance,
  start: LightMyRequestResponse,
  cookie = cookieFrom(start),
) {
  const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  return app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The page the callback renders in the popup: its data block, as the opener receives it. */
export function popupMessage(html: string) {
  const json = html.match(
    /<script type="application\/json" id="better-auth-oauth-popup">([\s\S]*?)<\/script>/,
  )?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as {
    type: string;
    targetOrigin: string;
    nonce: string;
    token?: string;
    redirectTo?: string;
    error?: { code: string; description?: string };
  };
}
