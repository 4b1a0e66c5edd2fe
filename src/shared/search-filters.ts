import { z } from 'zod';
import { LISTING_TYPES, PRICE_MAX, SEARCH_TEXT_MAX, type ListingType } from './constants';
import {
  AMENITIES,
  AREA_MAX,
  TENANTS,
  isCalendarDate,
  type Amenity,
  type Tenant,
} from './listing-facts';

/** What /search can ask for; the URL holds all of it (docs/product.md#search). */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc', 'ppsf_asc'] as const;
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
  /** Bedroom counts wanted (BEDROOMS_OR_MORE: that many or more); empty: any. */
  beds: number[];
  /** Minimum bathrooms. */
  baths?: number | undefined;
  furnished: boolean;
  parking: boolean;
  offer: boolean;
  /** Square feet, both inclusive: a home without an area is left out when either is set. */
  minArea?: number | undefined;
  maxArea?: number | undefined;
  /** YYYY-MM-DD: homes available on or before that day (no date counts as available now). */
  availableBy?: string | undefined;
  /** Rents that prefer this kind of tenant or state no preference. */
  tenant?: Tenant | undefined;
  /** A home must have every one, in the form's order. */
  amenities: Amenity[];
  sort: SearchSort;
  bbox?: Bbox | undefined;
}

export const NO_FILTERS: SearchFilters = {
  beds: [],
  furnished: false,
  parking: false,
  offer: false,
  amenities: [],
  sort: 'newest',
};

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

const inWholeRupees = 'Enter the price in whole rupees.';
const priceParam = z.coerce
  .number(inWholeRupees)
  .int(inWholeRupees)
  .min(0, inWholeRupees)
  .max(PRICE_MAX, `A price is at most ${PRICE_MAX} rupees.`)
  .optional();

const flagParam = z
  .enum(['1', '0', 'true', 'false'], 'Use 1 or 0.')
  .transform((value) => value === '1' || value === 'true')
  .optional();

const inWholeSquareFeet = 'Enter the area in whole square feet.';
const areaParam = z.coerce
  .number(inWholeSquareFeet)
  .int(inWholeSquareFeet)
  .min(0, inWholeSquareFeet)
  .max(AREA_MAX, `An area is at most ${AREA_MAX} square feet.`)
  .optional();

/** Amenity keys in the form's order, each once; unknown ones dropped. */
const amenitiesOf = (keys: string[]) => AMENITIES.filter((key) => keys.includes(key));

/** Bedroom choices in order, each once. */
const bedsOf = (counts: number[]) =>
  [...new Set(counts.filter((n) => (BEDROOM_CHOICES as readonly number[]).includes(n)))].sort(
    (a, b) => a - b,
  );

/**
 * The parameters of a /search URL (docs/product.md#search), each read strictly: the API answers
 * 400 with the message of the first that is wrong (schemas/search.ts), and the page reads each
 * leniently from the same fields (filtersFromParams).
 */
export const searchParamFields = {
  type: z.enum(LISTING_TYPES).optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX, `A place is at most ${SEARCH_TEXT_MAX} characters.`)
    .optional(),
  minPrice: priceParam,
  maxPrice: priceParam,
  beds: z
    .string()
    .regex(/^[1-5](,[1-5]){0,4}$/, `Bedrooms are a comma list of ${BEDROOM_CHOICES.join(', ')}.`)
    .transform((text) => bedsOf(text.split(',').map(Number)))
    .optional(),
  baths: z.coerce
    .number()
    .int()
    .min(BATHROOM_MINIMUMS[0], 'Bathrooms are a minimum from 1 to 4.')
    .max(BATHROOM_MINIMUMS.at(-1)!, 'Bathrooms are a minimum from 1 to 4.')
    .optional(),
  furnished: flagParam,
  parking: flagParam,
  offer: flagParam,
  minArea: areaParam,
  maxArea: areaParam,
  availableBy: z
    .string()
    .refine(isCalendarDate, 'Available by is a day written YYYY-MM-DD.')
    .optional(),
  tenant: z.enum(TENANTS, `Tenant is one of ${TENANTS.join(', ')}.`).optional(),
  amenities: z
    .string()
    .max(200)
    .refine(
      (text) => text.split(',').every((key) => (AMENITIES as readonly string[]).includes(key)),
      `Amenities are a comma list of ${AMENITIES.join(', ')}.`,
    )
    .transform((text) => amenitiesOf(text.split(',')))
    .optional(),
  sort: z.enum(SEARCH_SORTS, `Sort by ${SEARCH_SORTS.join(', ')}.`).default('newest'),
  bbox: z
    .string()
    .max(120)
    .transform((text, ctx) => {
      const box = parseBbox(text);
      if (!box) {
        ctx.addIssue({
          code: 'custom',
          message: 'The map box is west,south,east,north in degrees, west < east, south < north.',
        });
        return z.NEVER;
      }
      return box;
    })
    .optional(),
};

const fields = searchParamFields;
/**
 * The same fields, each falling back on its own: what is not understood is left out, a place
 * too long is cut, bedroom choices that are not one are dropped.
 */
const lenientFilters = z
  .object({
    type: fields.type.catch(undefined),
    q: fields.q.catch(({ input }) => String(input).trim().slice(0, SEARCH_TEXT_MAX)),
    minPrice: fields.minPrice.catch(undefined),
    maxPrice: fields.maxPrice.catch(undefined),
    beds: fields.beds.catch(({ input }) => bedsOf(String(input).split(',').map(Number))),
    baths: fields.baths.catch(undefined),
    furnished: fields.furnished.catch(false),
    parking: fields.parking.catch(false),
    offer: fields.offer.catch(false),
    minArea: fields.minArea.catch(undefined),
    maxArea: fields.maxArea.catch(undefined),
    availableBy: fields.availableBy.catch(undefined),
    tenant: fields.tenant.catch(undefined),
    amenities: fields.amenities.catch(({ input }) => amenitiesOf(String(input).split(','))),
    sort: fields.sort.catch('newest'),
    bbox: fields.bbox.catch(undefined),
  })
  .transform(({ minPrice, maxPrice, minArea, maxArea, ...read }): SearchFilters => {
    // A minimum above the maximum is taken the other way round.
    const swap = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
    const swapArea = minArea !== undefined && maxArea !== undefined && minArea > maxArea;
    return {
      ...read,
      q: read.q || undefined,
      minPrice: swap ? maxPrice : minPrice,
      maxPrice: swap ? minPrice : maxPrice,
      minArea: swapArea ? maxArea : minArea,
      maxArea: swapArea ? minArea : maxArea,
      // A sale has no preferred tenants: the page's form hides Tenant for one.
      tenant: read.type === 'sale' ? undefined : read.tenant,
      amenities: read.amenities ?? [],
      beds: read.beds ?? [],
      furnished: read.furnished ?? false,
      parking: read.parking ?? false,
      offer: read.offer ?? false,
    };
  });

/**
 * The filters of a /search URL. Never fails: what is not understood is left out, a minimum above
 * the maximum is swapped, repeated or unknown bedroom choices are dropped, a tenant is dropped
 * for a sale. An empty parameter is no parameter (the form, sent without script, sends its empty
 * fields, and each ticked amenity as a parameter of its own: they are read as one list).
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const given = Object.keys(fields).flatMap((name) => {
    const value =
      name === 'amenities'
        ? params
            .getAll(name)
            .filter((key) => key.trim() !== '')
            .join(',')
        : params.get(name);
    return value === null || value.trim() === '' ? [] : [[name, value] as const];
  });
  return lenientFilters.parse(Object.fromEntries(given));
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
  if (filters.minArea !== undefined) params.set('minArea', String(filters.minArea));
  if (filters.maxArea !== undefined) params.set('maxArea', String(filters.maxArea));
  if (filters.availableBy) params.set('availableBy', filters.availableBy);
  if (filters.tenant) params.set('tenant', filters.tenant);
  if (filters.amenities.length > 0) params.set('amenities', filters.amenities.join(','));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.bbox) params.set('bbox', filters.bbox.map(degrees).join(','));
  return params;
}
