import { queryOptions } from '@tanstack/react-query';
import type { PlacesAnswer } from '../../shared/schemas/search';
import { getJson, type RequestContext } from './http';

/** GET /api/places: cities and localities to offer for what was typed. */
export function getPlaces(text: string, context?: RequestContext): Promise<PlacesAnswer> {
  return getJson<PlacesAnswer>(`/api/places?${new URLSearchParams({ q: text })}`, context);
}

export function placesQuery(text: string) {
  return queryOptions({
    queryKey: ['places', text.trim().toLowerCase()] as const,
    queryFn: (context) => getPlaces(text, context),
    // Place names do not change while the page is open.
    staleTime: Infinity,
  });
}
