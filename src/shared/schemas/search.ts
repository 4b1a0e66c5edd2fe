import { z } from 'zod';
import { MAX_PAGE_SIZE, PRICE_MAX, SEARCH_PAGE_SIZE } from '../constants';
import {
  BATHROOM_MINIMUMS,
  BEDROOM_CHOICES,
  parseBbox,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX,
} from '../search-filters';
import { listingSchema, listingTypeSchema } from './listing';

const priceParam = z.coerce
  .number('Enter the price in whole rupees.')
  .int('Enter the price in whole rupees.')
  .min(0, 'Enter the price in whole rupees.')
  .max(PRICE_MAX, `A price is at most ${PRICE_MAX} rupees.`)
  .optional();

const flagParam = z
  .enum(['1', '0', 'true', 'false'], 'Use 1 or 0.')
  .transform((value) => value === '1' || value === 'true')
  .optional();

/**
 * GET /api/search: the same parameters as the /search page's URL (docs/product.md#search), read
 * strictly. The page corrects a bad URL itself (search-filters.ts); the API says what is wrong.
 */
export const searchQuerySchema = z
  .object({
    type: listingTypeSchema.optional(),
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
      .transform((text) => [...new Set(text.split(',').map(Number))].sort((a, b) => a - b))
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
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined) {
      if (query.minPrice > query.maxPrice) {
        ctx.addIssue({
          code: 'custom',
          path: ['minPrice'],
          message: 'The minimum price is above the maximum.',
        });
      }
    }
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The place `q` was read as, and the box its listings were looked for in. */
export const searchPlaceSchema = z.object({
  name: z.string(),
  kind: z.enum(['locality', 'postcode', 'city']),
  lat: z.number(),
  lng: z.number(),
  radiusKm: z.number(),
});

export const searchPageSchema = z.object({
  items: z.array(listingSchema),
  nextCursor: z.string().nullable(),
  /** Every listing that matches, not only this page's. */
  total: z.number().int(),
  /** The place found for `q`; null without `q`, or when no place matched it. */
  place: searchPlaceSchema.nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
