import { createHmac } from 'node:crypto';

/** How much of the keyed hash is kept: 128 bits, so two people of a day never share one. */
export const VISITOR_BYTES = 16;

/** Who is viewing, as the request shows it: the client's address and its browser. */
export interface VisitorSignals {
  /** The client's address as the rate limits key it (an IPv6 client's /64). */
  address: string;
  userAgent: string;
}

/**
 * Tells a day's visitors of a listing apart without knowing them: HMAC-SHA256 of the address,
 * the browser and the listing under a key that is itself HMAC-SHA256(AUTH_SECRET, "views:" +
 * the India day). The key lives in memory only and changes with the day, so a hash says nothing
 * about the same person on another day or another listing, and cannot be recomputed from an
 * address once the day is gone. Returns the first VISITOR_BYTES of the hash in hex.
 */
export function createVisitorHash(authSecret: string) {
  let keyDay: string | undefined;
  let key = Buffer.alloc(0);
  const dayKey = (day: string) => {
    if (day !== keyDay) {
      key = createHmac('sha256', authSecret).update(`views:${day}`).digest();
      keyDay = day;
    }
    return key;
  };
  // NUL cannot occur in an address or a header: the parts cannot run into each other.
  return (day: string, listingId: string, who: VisitorSignals): string =>
    createHmac('sha256', dayKey(day))
      .update(`${who.address}\0${who.userAgent}\0${listingId}`)
      .digest()
      .subarray(0, VISITOR_BYTES)
      .toString('hex');
}

export type VisitorHash = ReturnType<typeof createVisitorHash>;
