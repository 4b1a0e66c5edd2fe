import type { Listing } from '../../shared/schemas/listing';

/** "/contact/<owner>?listingName=<encodeURIComponent(name)>" */
export function contactPath(listing: Pick<Listing, 'userRef' | 'name'>): string {
  return `/contact/${encodeURIComponent(listing.userRef)}?listingName=${encodeURIComponent(listing.name)}`;
}
