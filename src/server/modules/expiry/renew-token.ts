import { createSignedTokens } from '../../lib/signed-tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE36 = /^[0-9a-z]{1,12}$/;

/** What a renew token names: a listing, in the life that began at `renewedAtMs`. */
export interface RenewClaim {
  listingId: string;
  renewedAtMs: number;
}

/**
 * Signed renew tokens: "<listing id>.<renewed_at in ms, base 36>.<signature>" (lib/signed-tokens.ts,
 * purpose "renew", so that no unsubscribe token or other can pass for one). A token renews its
 * listing only while the listing is still in the life it names: once renewed (by it, an edit,
 * a relist or the profile), its renewed_at has moved on and the same link renews nothing more.
 * No sign-in: whoever holds the owner's mail may renew the listing, and nothing else.
 */
export function createRenewTokens(authSecret: string) {
  const tokens = createSignedTokens(authSecret, 'renew');
  return {
    tokenFor: (listingId: string, renewedAt: Date) =>
      tokens.sign(`${listingId}.${renewedAt.getTime().toString(36)}`),
    /** What the token names, or undefined when this server did not sign it as a renew token. */
    read(token: string): RenewClaim | undefined {
      const [listingId, renewedAt, ...rest] = tokens.verify(token)?.split('.') ?? [];
      if (rest.length > 0 || !listingId || !renewedAt) return undefined;
      if (!UUID.test(listingId) || !BASE36.test(renewedAt)) return undefined;
      return { listingId, renewedAtMs: parseInt(renewedAt, 36) };
    },
  };
}

export type RenewTokens = ReturnType<typeof createRenewTokens>;
