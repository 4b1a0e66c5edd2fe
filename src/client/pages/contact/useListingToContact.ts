import { useQuery } from '@tanstack/react-query';
import { listingQuery } from '../../api/get-listing';
import { isListingId } from '../../lib/listing-id';

/**
 * The listing the contact page's `listingId` names, read by the listing page's own request (the
 * same cache entry, which the page's loader fills on the server); nothing when there is none.
 */
export function useListingToContact(listingId: string) {
  return useQuery({ ...listingQuery(listingId), enabled: isListingId(listingId) });
}
