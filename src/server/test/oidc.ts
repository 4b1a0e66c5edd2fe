import { OAuth2Server } from 'oauth2-mock-server';

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
