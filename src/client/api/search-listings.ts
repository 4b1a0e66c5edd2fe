import { infiniteQueryOptions } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '../../shared/constants';
import type { SearchPage } from '../../shared/schemas/search';
import { filtersToParams, type SearchFilters } from '../../shared/search-filters';
import { listingKeys } from './get-listings';
import { getJson, type RequestContext } from './http';

/** GET /api/search: one page of the listings matching `filters`, and the count of all. */
export function searchListings(
  filters: SearchFilters,
  cursor: string | null,
  context?: RequestContext,
): Promise<SearchPage> {
  const params = filtersToParams(filters);
  params.set('limit', String(SEARCH_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return getJson<SearchPage>(`/api/search?${params.toString()}`, context);
}

/** The results of one search, growing with Load More (under the listings' key: a save refreshes them). */
export function searchListingsQuery(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: [...listingKeys.all, 'search', filtersToParams(filters).toString()] as const,
    queryFn: ({ pageParam, signal, client }) =>
      searchListings(filters, pageParam, { signal, client }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
