import { LISTING_TYPES, PRICE_MAX, SEARCH_TEXT_MAX, type ListingType } from './constants';

/** What /search can ask for; the URL holds all of it (docs/product.md#search). */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The last bedroom choice ("5+"): that many bedrooms or more. */
export const BEDROOMS_OR_MORE = 5;
/** Bedroom choices; BEDROOMS_OR_MORE means that many or more. */
export const BEDROOM_CHOICES = [1, 2, 3, 4, BEDROOMS_OR_MORE] as const;
/** Minimum bathrooms one may ask for. */
export const BATHROOM_MINIMUMS = [1, 2, 3, 4] as const;

/** A box on the map: west, south, east, north, in degrees. */
export type Bbox = [west: number, south: number, east: number, north: number];

export interface SearchFilters {
  type?: ListingType | undefined;
  /** A locality or city, as typed. */
  q?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Bedroom counts wanted (5: five or more); empty: any. */
  beds: number[];
  /** Minimum bathrooms. */
  baths?: number | undefined;
  furnished: boolean;
  parking: boolean;
  offer: boolean;
  sort: SearchSort;
  bbox?: Bbox | undefined;
}

export const NO_FILTERS: SearchFilters = {
  beds: [],
  furnished: false,
  parking: false,
  offer: false,
  sort: 'newest',
};

const price = (text: string | null) => {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value <= PRICE_MAX ? value : undefined;
};

const flag = (text: string | null) => text === '1' || text === 'true';

/** "w,s,e,n" as a box that lies on the globe and has some size; otherwise undefined. */
export function parseBbox(text: string | null | undefined): Bbox | undefined {
  if (!text) return undefined;
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^-?\d{1,3}(\.\d{1,12})?$/.test(part.trim()))) {
    return undefined;
  }
  const [west, south, east, north] = parts.map(Number) as Bbox;
  const onGlobe =
    west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
  return onGlobe ? [west, south, east, north] : undefined;
}

/**
 * The filters of a /search URL. Never fails: what is not understood is left out, a minimum above
 * the maximum is swapped, repeated or unknown bedroom choices are dropped.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const type = params.get('type');
  const q = params.get('q')?.trim().slice(0, SEARCH_TEXT_MAX);
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const beds = (params.get('beds') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => (BEDROOM_CHOICES as readonly number[]).includes(n));
  const baths = Number(params.get('baths'));
  const sort = params.get('sort');
  return {
    type: (LISTING_TYPES as readonly string[]).includes(type ?? '')
      ? (type as ListingType)
      : undefined,
    q: q || undefined,
    minPrice,
    maxPrice,
    beds: [...new Set(beds)].sort((a, b) => a - b),
    baths: (BATHROOM_MINIMUMS as readonly number[]).includes(baths) ? baths : undefined,
    furnished: flag(params.get('furnished')),
    parking: flag(params.get('parking')),
    offer: flag(params.get('offer')),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as SearchSort)
      : 'newest',
    bbox: parseBbox(params.get('bbox')),
  };
}

/** Coordinates in a URL: six decimals, about 10 cm. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

/** The URL parameters of `filters`, in one order, defaults left out: a search has one URL. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.q) params.set('q', filters.q);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.beds.length > 0) params.set('beds', filters.beds.join(','));
  if (filters.baths !== undefined) params.set('baths', String(filters.baths));
  if (filters.furnished) params.set('furnished', '1');
  if (filters.parking) params.set('parking', '1');
  if (filters.offer) params.set('offer', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.bbox) params.set('bbox', filters.bbox.map(degrees).join(','));
  return params;
}
