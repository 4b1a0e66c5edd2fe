import { LRUCache } from 'lru-cache';

/** A listing as the beacon needs it: its owner, and whether it is listed. */
export interface GateRow {
  ownerId: string;
  listed: boolean;
}

/**
 * A listed listing is remembered a minute (its views are checked again as they are written); one
 * not listed 10 s, so that a relisted home counts views again soon.
 */
export const LISTING_GATE = { maxEntries: 10_000, listedMs: 60_000, notListedMs: 10_000 };

/**
 * The owner of a listed listing, or null for a listing that does not exist or is not listed,
 * remembered for a while (the beacon's 404 and its owner check cost no query for a listing
 * viewed lately). The write checks both again in the database, so an answer some seconds old
 * never counts a view it should not.
 */
export function createListingGate(
  find: (listingId: string) => Promise<GateRow | undefined>,
  options = LISTING_GATE,
) {
  // Boxed: lru-cache keeps no null, and "no such listing" is worth remembering too.
  const cache = new LRUCache<string, { ownerId: string | null }>({
    max: options.maxEntries,
    ttl: options.listedMs,
    // Requests for one listing at the same moment share one query.
    fetchMethod: async (listingId, _stale, { options: set }) => {
      const row = await find(listingId);
      if (!row?.listed) set.ttl = options.notListedMs;
      return { ownerId: row?.listed ? row.ownerId : null };
    },
  });
  return async (listingId: string): Promise<string | null> =>
    // A hit costs no fetch's bookkeeping (the beacon's common case).
    (cache.get(listingId) ?? (await cache.fetch(listingId)))?.ownerId ?? null;
}

export type ListingGate = ReturnType<typeof createListingGate>;
