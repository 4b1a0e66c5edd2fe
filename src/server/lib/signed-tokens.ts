import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens the app signs for links in its mails: "<payload>.<signature>", the signature an
 * HMAC-SHA256 of the payload under a key derived from AUTH_SECRET for `purpose` alone, so that a
 * token made for one purpose (an unsubscribe link) never passes for another (a renew link), nor
 * for a session or a reset link. What the payload names, and whether a token is still good, is
 * for each purpose to say. The payload may hold dots: the signature is what follows the last one
 * (base64url has none).
 */
export function createSignedTokens(authSecret: string, purpose: string) {
  const key = createHmac('sha256', authSecret).update(`homestead:${purpose}`).digest();
  const sign = (payload: string) =>
    createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url');
  return {
    sign: (payload: string) => `${payload}.${sign(payload)}`,
    /** The payload the token carries, or undefined when it was not signed here for `purpose`. */
    verify(token: string): string | undefined {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const payload = token.slice(0, dot);
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(token.slice(dot + 1));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return payload;
    },
  };
}

export type SignedTokens = ReturnType<typeof createSignedTokens>;
