import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '../../shared/schemas/listing';
import { listingKeys } from './get-listings';
import { sendJson } from './http';

/**
 * POST /api/listings/:id/close (rented or sold: out of the lists) or …/relist (back, renewed):
 * the listing as it now is.
 */
export function markListing(id: string, closed: boolean): Promise<Listing> {
  const action = closed ? 'close' : 'relist';
  return sendJson<Listing>('POST', `/api/listings/${encodeURIComponent(id)}/${action}`);
}

/** Marks or relists the owner's listing; every cached list is read again. */
export function useMarkListing() {
  const queryClient = useQueryClient();
  return useMutation<Listing, Error, { id: string; closed: boolean }>({
    mutationFn: ({ id, closed }) => markListing(id, closed),
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
