import type { Listing } from '../../shared/schemas/listing';

/** "/contact/<owner>?listingName=<encodeURIComponent(name)>&listingId=<id>" */
export function contactPath(listing: Pick<Listing, 'userRef' | 'name' | 'id'>): string {
  return `/contact/${encodeURIComponent(listing.userRef)}?listingName=${encodeURIComponent(listing.name)}&listingId=${encodeURIComponent(listing.id)}`;
}
