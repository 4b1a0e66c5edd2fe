import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signed unsubscribe tokens: "<search id>.<signature>", the signature an HMAC-SHA256 of the
 * search id under a key derived from AUTH_SECRET for this one purpose, so that no other token the
 * app signs (a session, a reset link) can pass for one. A token needs no sign-in and does not
 * expire: a mail read months later still unsubscribes. It names one search and can only set how
 * often that search mails.
 */
export function createUnsubscribeTokens(authSecret: string) {
  const key = createHmac('sha256', authSecret).update('homestead:unsubscribe').digest();
  const sign = (searchId: string) =>
    createHmac('sha256', key).update(`unsubscribe:${searchId}`).digest('base64url');
  return {
    tokenFor: (searchId: string) => `${searchId}.${sign(searchId)}`,
    /** The search id the token names, or undefined when this server did not sign it. */
    searchOf(token: string): string | undefined {
      const [searchId, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !searchId || !signature || !UUID.test(searchId)) return undefined;
      const expected = Buffer.from(sign(searchId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return searchId;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
