import { LRUCache } from 'lru-cache';

/** A listing as the beacon needs it: its owner, and whether it is listed. */
export interface GateRow {
  ownerId: string;
  listed: boolean;
}

export const LISTING_GATE = { maxEntries: 10_000, ttlMs: 10_000 };

/**
 * The owner of a listed listing, or null for a listing that does not exist or is not listed,
 * remembered for `ttlMs` (the beacon's 404 and its owner check cost no query for a listing
 * viewed in the last seconds). The write checks both again in the database, so an answer a few
 * seconds old never counts a view it should not.
 */
export function createListingGate(
  find: (listingId: string) => Promise<GateRow | undefined>,
  options = LISTING_GATE,
) {
  // Boxed: lru-cache keeps no null, and "no such listing" is worth remembering too.
  const cache = new LRUCache<string, { ownerId: string | null }>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    // Requests for one listing at the same moment share one query.
    fetchMethod: async (listingId) => {
      const row = await find(listingId);
      return { ownerId: row?.listed ? row.ownerId : null };
    },
  });
  return async (listingId: string): Promise<string | null> =>
    // A hit costs no fetch's bookkeeping (the beacon's common case).
    (cache.get(listingId) ?? (await cache.fetch(listingId)))?.ownerId ?? null;
}

export type ListingGate = ReturnType<typeof createListingGate>;
