import { boxAround } from '../../../shared/geo-distance';
import type { PinsQuery, SearchQuery } from '../../../shared/schemas/search';
import type { Bbox, SearchFilters } from '../../../shared/search-filters';
import type { FoundPlace, PlaceFinder } from '../../lib/geocoder';
import type { Near } from './grid-cells';

/**
 * Letters that name no place are matched in names and addresses only from this length: trigram
 * indexes cannot narrow a shorter text, which would read every listing.
 */
export const SEARCH_TEXT_MIN = 3;

/**
 * What a search asks of the listings: the URL's filters (not its place text, its map box or its
 * sort), with places already turned into boxes.
 */
export type SearchCriteria = Omit<SearchFilters, 'q' | 'sort' | 'bbox'> & {
  /** The listing lies in every one of these boxes (the map's, the place's). */
  boxes: Bbox[];
  /** And within this distance of the place searched (the box alone would take its corners). */
  near?: Near | undefined;
  /** Letters the address or name holds, when no place was found for them. */
  text?: string | undefined;
};

type SearchFilterQuery = Omit<SearchQuery, 'sort' | 'limit' | 'cursor'> | PinsQuery;

/**
 * The criteria of a search's filters, with the place its `q` names; no criteria when nothing can
 * match (a text too short to look for that names no place).
 */
export function criteriaOf(
  query: SearchFilterQuery,
  places: PlaceFinder,
): { criteria: SearchCriteria | undefined; place: FoundPlace | null } {
  const place = query.q ? places.find(query.q) : null;
  const text = query.q && !place ? query.q : undefined;
  if (text !== undefined && [...text].length < SEARCH_TEXT_MIN) {
    return { criteria: undefined, place };
  }
  const criteria: SearchCriteria = {
    type: query.type,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    beds: query.beds ?? [],
    baths: query.baths,
    furnished: query.furnished ?? false,
    parking: query.parking ?? false,
    offer: query.offer ?? false,
    minArea: query.minArea,
    maxArea: query.maxArea,
    availableBy: query.availableBy,
    tenant: query.tenant,
    amenities: query.amenities ?? [],
    boxes: [
      ...(query.bbox ? [query.bbox] : []),
      ...(place ? [boxAround(place, place.radiusKm)] : []),
    ],
    near: place ?? undefined,
    // Letters of an address only when they name no place (a society, a street).
    text,
  };
  return { criteria, place };
}
