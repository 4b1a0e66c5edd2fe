import { z } from 'zod';
import * as constants from '../constants';
import { listingFactsTexts } from '../texts/listing-facts';
import { listingFormTexts } from '../texts/listing-form';
import { checkFacts, factInputFields, factsOf, listingFactsSchema } from './listing-facts';
import { pageOf } from './page';

export const listingTypeSchema = z.enum(constants.LISTING_TYPES);

export const geoLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;

/** One stored image as the API returns it: responsive WebP variants plus the cleaned full-size file. */
export const listingImageSchema = z.object({
  /** Storage key of the image (images/{userId}-{fileName}-{uuid}); what a listing form sends back. */
  key: z.string(),
  /** Medium variant, the default `src`. */
  src: z.string(),
  /** All variants for `srcset` ("… 320w, … 640w, … 1280w"). */
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

export const LISTING_STATUSES = ['listed', 'rented', 'sold', 'expired', 'hidden'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const listingSchema = listingFactsSchema.extend({
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
  /**
   * On offer ("listed"), or out of the public lists: marked rented or sold by its owner,
   * expired, or hidden by a moderator (only its owner and moderators see a hidden one).
   */
  status: listingStatusSchema,
});
export type Listing = z.infer<typeof listingSchema>;

/**
 * How fast the listing's owner usually replies to a message (docs/product.md#messages-between-people):
 * within an hour, a day, or a few days; null until their replies say so.
 */
export const ownerReplyTimeSchema = z.enum(['hour', 'day', 'days']).nullable();
export type OwnerReplyTime = z.infer<typeof ownerReplyTimeSchema>;

/** GET /api/listings/{id}: the listing, and what only its page shows. */
export const listingDetailSchema = listingSchema.extend({
  ownerReplyTime: ownerReplyTimeSchema.optional(),
  /**
   * India's date (YYYY-MM-DD) by the app's clock when the listing was read: what "Available
   * from" is compared with, so the page says "Immediately" by the server's day, the one its rules
   * and tests keep, on the server's render and in the browser alike.
   */
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingPageSchema = pageOf(listingSchema);
export type ListingPage = z.infer<typeof listingPageSchema>;

const booleanParam = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const listingQuerySchema = z.object({
  type: listingTypeSchema.optional(),
  offer: booleanParam,
  owner: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(constants.MAX_PAGE_SIZE).default(10),
  cursor: z.string().max(200).optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const listingIdParamsSchema = z.object({ id: z.uuid() });

/** An image as a listing form names it: the key the upload returned, or a kept image's key. */
export const imageKeySchema = z
  .string()
  .max(300)
  .regex(/^images\/[A-Za-z0-9_-]+$/, 'Not an image key');

type ListingFormTexts = typeof listingFormTexts;

/** Field messages of the listing form, with the form's limits filled in, from `texts`. */
function fieldMessagesOf({ fields }: ListingFormTexts) {
  const wholeNumber = (min: number, max: number) => fields.wholeNumber({ min, max });
  return {
    name: fields.name({ min: constants.NAME_MIN, max: constants.NAME_MAX }),
    rooms: wholeNumber(constants.ROOMS_MIN, constants.ROOMS_MAX),
    price: wholeNumber(constants.PRICE_MIN, constants.PRICE_MAX),
    location: fields.location,
    locationTooLong: fields.locationTooLong({ max: constants.ADDRESS_MAX }),
    discountRequired: fields.discountRequired,
    latitude: fields.latitude,
    longitude: fields.longitude,
    imagesRequired: fields.imagesRequired,
  };
}

/** Field messages of the listing form, with the form's limits filled in. */
export const listingFieldMessages = fieldMessagesOf(listingFormTexts);

/** Create and edit differ only in the discount message (docs/product.md#messages). */
export type ListingFormMode = 'create' | 'edit';

/**
 * What an owner submits to create or overwrite a listing (docs/product.md#listing-rules). `location` is the address;
 * `geoLocation` is only taken when geocoding is off; `pin`, only when it is on: where the owner
 * moved the pin of the address found (at most PIN_MAX_DISTANCE_KM from it). `images` are keys of the owner's uploads (or,
 * on edit, of the listing's current images), in display order: the first is the cover. Anything
 * else in the body (userRef, timestamp, …) is dropped: the server sets those. Its messages are
 * `texts`' (this build's by default; the server tells a refusal in the request's language).
 */
export function listingInputSchemaFor(
  mode: ListingFormMode,
  texts: ListingFormTexts = listingFormTexts,
  factTexts: typeof listingFactsTexts = listingFactsTexts,
) {
  const messages = fieldMessagesOf(texts);
  const discountMessage = mode === 'create' ? texts.discountCreate : texts.discountEdit;
  const roomsInput = z
    .number(messages.rooms)
    .int(messages.rooms)
    .min(constants.ROOMS_MIN, messages.rooms)
    .max(constants.ROOMS_MAX, messages.rooms);
  const priceInput = z
    .number(messages.price)
    .int(messages.price)
    .min(constants.PRICE_MIN, messages.price)
    .max(constants.PRICE_MAX, messages.price);
  const coordinatesInput = z.object({
    lat: z.number(messages.latitude).min(-90, messages.latitude).max(90, messages.latitude),
    lng: z.number(messages.longitude).min(-180, messages.longitude).max(180, messages.longitude),
  });
  return z
    .object({
      type: listingTypeSchema,
      name: z
        .string()
        .trim()
        .min(constants.NAME_MIN, messages.name)
        .max(constants.NAME_MAX, messages.name),
      bedrooms: roomsInput,
      bathrooms: roomsInput,
      parking: z.boolean(),
      furnished: z.boolean(),
      offer: z.boolean(),
      location: z
        .string()
        .trim()
        .min(1, messages.location)
        .max(constants.ADDRESS_MAX, messages.locationTooLong),
      geoLocation: coordinatesInput.optional(),
      pin: coordinatesInput.optional(),
      regularPrice: priceInput,
      discountedPrice: priceInput.optional().nullable(),
      images: z
        .array(imageKeySchema)
        .min(constants.IMAGES_MIN, messages.imagesRequired)
        .max(constants.IMAGES_MAX, texts.tooManyImages)
        .refine((keys) => new Set(keys).size === keys.length, texts.fields.imageTwice),
      ...factInputFields(factTexts),
    })
    .superRefine((value, ctx) => {
      checkFacts(value, ctx, factTexts);
      if (!value.offer) return;
      if (value.discountedPrice == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountedPrice'],
          message: messages.discountRequired,
        });
      } else if (value.discountedPrice >= value.regularPrice) {
        ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: discountMessage });
      }
    })
    .transform((value) => ({
      ...value,
      ...factsOf(value),
      discountedPrice: value.offer ? (value.discountedPrice ?? null) : null,
    }));
}

export const listingInputSchema = listingInputSchemaFor('create');
export const editListingInputSchema = listingInputSchemaFor('edit');
export type ListingInput = z.output<typeof listingInputSchema>;
/** The body as the client sends it. */
export type ListingInputBody = z.input<typeof listingInputSchema>;

/** What the upload endpoint answers when an image is stored: the image and its key. */
export const uploadedImageSchema = listingImageSchema;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
