import { z } from 'zod';
import {
  ADDRESS_MAX,
  IMAGES_MAX,
  IMAGES_MIN,
  LISTING_TYPES,
  MAX_PAGE_SIZE,
  NAME_MAX,
  NAME_MIN,
  PRICE_MAX,
  PRICE_MIN,
  ROOMS_MAX,
  ROOMS_MIN,
} from '../constants';
import { messages } from '../messages';

export const listingTypeSchema = z.enum(LISTING_TYPES);

export const geoLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;

const rooms = z.number().int().min(ROOMS_MIN).max(ROOMS_MAX);
const price = z.number().int().min(PRICE_MIN).max(PRICE_MAX);

/** One stored image as the API returns it: responsive WebP variants plus the cleaned full-size file. */
export const listingImageSchema = z.object({
  /** Medium variant, the default `src`. */
  src: z.string(),
  /** All variants for `srcset` ("… 320w, … 640w, … 1280w"). */
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

export const listingSchema = z.object({
  id: z.uuid(),
  type: listingTypeSchema,
  name: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  parking: z.boolean(),
  furnished: z.boolean(),
  location: z.string(),
  offer: z.boolean(),
  regularPrice: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  /** Full-size image URLs in display order; the first is the cover. */
  imgUrls: z.array(z.string()),
  images: z.array(listingImageSchema),
  geoLocation: geoLocationSchema,
  /** Server time at save, ISO 8601. */
  timestamp: z.string(),
  userRef: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingSchema),
  /** Opaque cursor for the next page; null when nothing more exists. */
  nextCursor: z.string().nullable(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

const booleanParam = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const listingQuerySchema = z.object({
  type: listingTypeSchema.optional(),
  offer: booleanParam,
  owner: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  cursor: z.string().max(200).optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const listingIdParamsSchema = z.object({ id: z.uuid() });

/**
 * What an owner submits to create or overwrite a listing (spec §5). `location` is the address;
 * `geoLocation` is only taken when geocoding is off. `images` are ids of the owner's uploads.
 */
export const listingInputSchema = z
  .object({
    type: listingTypeSchema,
    name: z.string().trim().min(NAME_MIN).max(NAME_MAX),
    bedrooms: rooms,
    bathrooms: rooms,
    parking: z.boolean(),
    furnished: z.boolean(),
    offer: z.boolean(),
    location: z.string().trim().min(1).max(ADDRESS_MAX),
    geoLocation: geoLocationSchema.optional(),
    regularPrice: price,
    discountedPrice: price.optional().nullable(),
    images: z
      .array(z.string().min(1).max(300))
      .min(IMAGES_MIN)
      .max(IMAGES_MAX, messages.tooManyImages),
  })
  .superRefine((value, ctx) => {
    if (!value.offer) return;
    if (value.discountedPrice == null) {
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'Required' });
    } else if (value.discountedPrice >= value.regularPrice) {
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: messages.discountCreate });
    }
  })
  .transform((value) => ({
    ...value,
    discountedPrice: value.offer ? (value.discountedPrice ?? null) : null,
  }));
export type ListingInput = z.output<typeof listingInputSchema>;
