import { LRUCache } from 'lru-cache';

/** A listing as the beacon needs it: its owner, and whether it is listed. */
export interface GateRow {
  ownerId: string;
  listed: boolean;
}

/** A listed listing is remembered a minute (its views are checked again as they are written). */
export const LISTING_GATE = { maxEntries: 10_000, listedMs: 60_000 };

/**
 * The owner of a listed listing, or null for a listing that does not exist or is not listed. A
 * listed one is remembered for a while (the beacon's owner check costs no query for a listing
 * viewed lately), and the write checks both again in the database, so an answer some seconds old
 * never counts a view it should not. Any other answer is asked of the database each time: a home
 * published or relisted is counted at once on every instance, and a 404 is rare (a page sends
 * the beacon only for a listed home) and limited per client like every beacon.
 */
export function createListingGate(
  find: (listingId: string) => Promise<GateRow | undefined>,
  options = LISTING_GATE,
) {
  const cache = new LRUCache<string, string>({
    max: options.maxEntries,
    ttl: options.listedMs,
    // Requests for one listing at the same moment share one query; a fetch that resolves to
    // undefined stores nothing.
    fetchMethod: async (listingId) => {
      const row = await find(listingId);
      return row?.listed ? row.ownerId : undefined;
    },
  });
  return {
    /** The owner of a listed listing if remembered now; undefined when the database must say. */
    known: (listingId: string): string | undefined => cache.get(listingId),
    async owner(listingId: string): Promise<string | null> {
      return cache.get(listingId) ?? (await cache.fetch(listingId)) ?? null;
    },
  };
}

export type ListingGate = ReturnType<typeof createListingGate>;
