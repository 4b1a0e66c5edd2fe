import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '../../shared/schemas/listing';
import { listingKeys } from './get-listings';
import { getJson, type RequestContext } from './http';

/** GET /api/listings/:id: the listing and what only its page says (the owner's reply time). */
export function getListing(id: string, context?: RequestContext): Promise<ListingDetail> {
  return getJson<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, context);
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
