import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '../../shared/schemas/listing';
import { listingKeys } from './get-listings';
import { getJson } from './http';

/** GET /api/listings/:id */
export function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return getJson<Listing>(`/api/listings/${encodeURIComponent(id)}`, signal);
}

export function listingQuery(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
  });
}

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}
