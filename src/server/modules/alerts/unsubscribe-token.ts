import { createSignedTokens } from '../../lib/signed-tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signed unsubscribe tokens: "<search id>.<signature>" (lib/signed-tokens.ts, purpose
 * "unsubscribe"). A token needs no sign-in and does not expire: a mail read months later still
 * unsubscribes. It names one search and can only set how often that search mails.
 */
export function createUnsubscribeTokens(authSecret: string) {
  const tokens = createSignedTokens(authSecret, 'unsubscribe');
  return {
    tokenFor: (searchId: string) => tokens.sign(searchId),
    /** The search id the token names, or undefined when this server did not sign it. */
    searchOf(token: string): string | undefined {
      const searchId = tokens.verify(token);
      return searchId && UUID.test(searchId) ? searchId : undefined;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
