import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '../../shared/schemas/listing';
import { listingKeys } from './get-listings';
import { sendJson } from './http';

/**
 * POST /api/listings/:id/renew: the owner's listing, current for another LISTING_TTL_DAYS
 * (listed again if it had expired), as it now is.
 */
export function renewListing(id: string): Promise<Listing> {
  return sendJson<Listing>('POST', `/api/listings/${encodeURIComponent(id)}/renew`);
}

/** Renews the owner's listing; every cached list is read again. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation<Listing, Error, string>({
    mutationFn: renewListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
