import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, ListingInputBody } from '../../shared/schemas/listing';
import { rememberSavedListing } from './listing-cache';
import { sendJson } from './http';

/** POST /api/listings: 201 and the new listing (the owner and the time come from the server). */
export function createListing(body: ListingInputBody): Promise<Listing> {
  return sendJson<Listing>('POST', '/api/listings', body);
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => rememberSavedListing(queryClient, listing),
  });
}
