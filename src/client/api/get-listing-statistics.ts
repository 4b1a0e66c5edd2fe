import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingStatistics } from '../../shared/schemas/statistics';
import { getJson, type RequestContext } from './http';

/**
 * GET /api/listings/:id/statistics: the owner's last 30 days of one listing, oldest first; 404
 * for anyone else. Per account (as the messages): another account signed in on the same page
 * never sees the first one's figures.
 */
export function getListingStatistics(
  id: string,
  context?: RequestContext,
): Promise<ListingStatistics> {
  return getJson<ListingStatistics>(`/api/listings/${encodeURIComponent(id)}/statistics`, context);
}

export function listingStatisticsQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ['statistics', userId, id] as const,
    queryFn: (context) => getListingStatistics(id, context),
  });
}

export function useListingStatistics(userId: string, id: string) {
  return useQuery(listingStatisticsQuery(userId, id));
}
