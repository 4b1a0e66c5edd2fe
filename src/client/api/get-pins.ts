import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PinsAnswer } from '../../shared/schemas/search';
import { filtersToParams, type Bbox, type SearchFilters } from '../../shared/search-filters';
import { listingKeys } from './get-listings';
import { getJson, type RequestContext } from './http';

/** GET /api/search/pins: the search's listings in the map's box (or their counts on a grid). */
export function getPins(
  filters: SearchFilters,
  box: Bbox,
  context?: RequestContext,
): Promise<PinsAnswer> {
  const params = filtersToParams({ ...filters, sort: 'newest', bbox: box });
  return getJson<PinsAnswer>(`/api/search/pins?${params.toString()}`, context);
}

export function pinsQuery(filters: SearchFilters, box: Bbox) {
  const params = filtersToParams({ ...filters, sort: 'newest', bbox: box });
  return queryOptions({
    queryKey: [...listingKeys.all, 'pins', params.toString()] as const,
    queryFn: (context) => getPins(filters, box, context),
    // The pins of the last view stay while the next view's load.
    placeholderData: keepPreviousData,
  });
}
