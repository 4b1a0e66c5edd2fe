import { z } from 'zod';
import { ADDRESS_MAX } from '../constants';
import { listingFieldMessages } from './listing';

export const GEOCODE_PRECISIONS = ['address', 'locality', 'postcode', 'city'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

/** GET /api/geocode?address=…: the address as the listing form takes it. */
export const geocodeQuerySchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, listingFieldMessages.location)
    .max(ADDRESS_MAX, listingFieldMessages.locationTooLong),
});

/** The place an address was found at, and how closely ("city": only the city was recognised). */
export const geocodeResultSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  formattedAddress: z.string(),
  precision: z.enum(GEOCODE_PRECISIONS),
});
export type GeocodeAnswer = z.infer<typeof geocodeResultSchema>;
