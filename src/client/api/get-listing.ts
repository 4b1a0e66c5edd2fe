import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '../../shared/schemas/listing';
import { listingKeys } from './get-listings';
import { getJson, type RequestContext } from './http';

/** GET /api/listings/:id */
export function getListing(id: string, context?: RequestContext): Promise<Listing> {
  return getJson<Listing>(`/api/listings/${encodeURIComponent(id)}`, context);
}

export function listingQuery(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: (context) => getListing(id, context),
  });
}

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}
