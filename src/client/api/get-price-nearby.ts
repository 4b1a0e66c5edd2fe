import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceNearby } from '../../shared/schemas/price-nearby';
import { listingKeys } from './get-listings';
import { getJson, type RequestContext } from './http';

/**
 * GET /api/listings/:id/price-nearby: the home's price beside the median of the similar homes
 * around it; null (a 204) when there is no comparison to make.
 */
export function getPriceNearby(id: string, context?: RequestContext): Promise<PriceNearby | null> {
  return getJson<PriceNearby | null>(
    `/api/listings/${encodeURIComponent(id)}/price-nearby`,
    context,
  );
}

/** Under the listings' keys: a save or a change of any listing asks for it again. */
export function priceNearbyQuery(id: string) {
  return queryOptions({
    queryKey: [...listingKeys.detail(id), 'price-nearby'] as const,
    queryFn: (context) => getPriceNearby(id, context),
  });
}

export function usePriceNearby(id: string, enabled = true) {
  return useQuery({ ...priceNearbyQuery(id), enabled });
}
