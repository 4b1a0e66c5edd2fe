import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, ListingInputBody } from '../../shared/schemas/listing';
import { rememberSavedListing } from './listing-cache';
import { sendJson } from './http';

export interface UpdateListingInput {
  id: string;
  body: ListingInputBody;
}

/** PUT /api/listings/:id: overwrites the owner's listing and answers with it. */
export function updateListing({ id, body }: UpdateListingInput): Promise<Listing> {
  return sendJson<Listing>('PUT', `/api/listings/${encodeURIComponent(id)}`, body);
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (listing) => rememberSavedListing(queryClient, listing),
  });
}
