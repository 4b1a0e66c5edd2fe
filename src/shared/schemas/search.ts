import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX } from '../constants';
import { searchParamFields } from '../search-filters';
import { listingSchema, listingTypeSchema } from './listing';
import { pageOf } from './page';

/** The filters of a search (its place, prices, rooms, features, map box): the URL's, not its sort. */
const { sort, ...filterFields } = searchParamFields;

type Bounds = {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minArea?: number | undefined;
  maxArea?: number | undefined;
};

/** A minimum above its maximum, of the price or the area: the page swaps them, the API says so. */
function priceOrder(query: Bounds, ctx: z.RefinementCtx) {
  if (query.minPrice !== undefined && query.maxPrice !== undefined) {
    if (query.minPrice > query.maxPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPrice'],
        message: 'The minimum price is above the maximum.',
      });
    }
  }
  if (query.minArea !== undefined && query.maxArea !== undefined) {
    if (query.minArea > query.maxArea) {
      ctx.addIssue({
        code: 'custom',
        path: ['minArea'],
        message: 'The minimum area is above the maximum.',
      });
    }
  }
}

/**
 * GET /api/search: the same parameters as the /search page's URL (docs/product.md#search), read
 * strictly. The page reads the same fields leniently (search-filters.ts); the API says what is
 * wrong.
 */
export const searchQuerySchema = z
  .object({
    ...filterFields,
    sort,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  })
  .superRefine(priceOrder);
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The place `q` was read as, and the box its listings were looked for in. */
export const searchPlaceSchema = z.object({
  /** "Koramangala, Bengaluru, Karnataka 560034", in English. */
  name: z.string(),
  /**
   * `q` as the language Accept-Language asks for writes it: a place's English label
   * ("Koramangala, Bengaluru") in Hindi where the place has a Hindi name, else `q` as sent.
   */
  label: z.string(),
  kind: z.enum(['locality', 'postcode', 'city']),
  lat: z.number(),
  lng: z.number(),
  radiusKm: z.number(),
});

export const searchPageSchema = pageOf(listingSchema).extend({
  /**
   * Every listing that matches, not only this page's; exact, or 10,000 when totalCapped says
   * more match. Null on a page after the first (a cursor): the first page's count stands.
   */
  total: z.number().int().nullable(),
  /** More than `total` match: the page says "10,000+ homes". */
  totalCapped: z.boolean(),
  /** The place found for `q`; null without `q`, or when no place matched it. */
  place: searchPlaceSchema.nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** GET /api/places?q=…: places to offer as one types a locality or city. */
export const placesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type the start of a place.')
    .max(SEARCH_TEXT_MAX, `A place is at most ${SEARCH_TEXT_MAX} characters.`),
});

export const placeSuggestionSchema = z.object({
  /**
   * "Koramangala, Bengaluru": what a search for it takes; in the language Accept-Language asks for
   * where the place has a name in it ("कोरमंगला, बेंगलुरु").
   */
  label: z.string(),
  /**
   * What a search for it takes when the label is not it: the English label, so that a search's
   * URL is the same on the pages of both languages. Absent in English.
   */
  value: z.string().optional(),
  kind: z.enum(['locality', 'city']),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placesAnswerSchema = z.object({ places: z.array(placeSuggestionSchema) });
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;

/** GET /api/search/pins: the filters of a search, for the map's box (required). */
export const pinsQuerySchema = z
  .object({ ...filterFields, bbox: filterFields.bbox.unwrap() })
  .superRefine(priceOrder);
export type PinsQuery = z.output<typeof pinsQuerySchema>;

/** One listing on the map: enough for its button ("<name> - <price>") and its link. */
export const pinSchema = z.object({
  id: z.string(),
  type: listingTypeSchema,
  name: z.string(),
  /** The price a person pays (the discounted one with an offer). */
  price: z.number(),
  lat: z.number(),
  lng: z.number(),
});
export type Pin = z.infer<typeof pinSchema>;

/** Several listings close together at this zoom: pressed, the map zooms to their box. */
export const clusterSchema = z.object({
  count: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** west, south, east, north of its listings. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type Cluster = z.infer<typeof clusterSchema>;

export const pinsAnswerSchema = z.object({
  /** Listings matching in the box. */
  total: z.number().int(),
  /** Each listing, when few enough match; otherwise empty and `clusters` holds them. */
  pins: z.array(pinSchema),
  clusters: z.array(clusterSchema),
});
export type PinsAnswer = z.infer<typeof pinsAnswerSchema>;
