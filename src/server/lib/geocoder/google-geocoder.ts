import { z } from 'zod';
import {
  GeocoderUnavailableError,
  type GeocodePrecision,
  type GeocodeResult,
  type Geocoder,
} from './geocoder';
import { getJson } from './http';

export const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com';

const responseSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        types: z.array(z.string()).default([]),
        geometry: z.object({
          location: z.object({ lat: z.number(), lng: z.number() }),
          location_type: z.string().optional(),
        }),
      }),
    )
    .default([]),
});

type GoogleResult = z.infer<typeof responseSchema>['results'][number];

const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route', 'intersection'];
const CITY_TYPES = ['locality', 'administrative_area_level_2', 'administrative_area_level_3'];
/** Results this coarse place nothing a person could visit: treated as no result. */
const REGION_TYPES = ['country', 'administrative_area_level_1'];

/** Google's result types and location type, as a precision; null for a state or a country. */
export function googlePrecision(result: GoogleResult): GeocodePrecision | null {
  const has = (types: string[]) => result.types.some((type) => types.includes(type));
  const exact = ['ROOFTOP', 'RANGE_INTERPOLATED'].includes(result.geometry.location_type ?? '');
  if (exact || has(ADDRESS_TYPES)) return 'address';
  if (has(['postal_code'])) return 'postcode';
  if (has(CITY_TYPES)) return 'city';
  if (has(REGION_TYPES)) return null;
  return 'locality';
}

/** The Google Geocoding API: status OK → first result (null when it is only a state or a country), ZERO_RESULTS → null, anything else throws. */
export function createGoogleGeocoder(options: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
}): Geocoder {
  const endpoint = new URL('/maps/api/geocode/json', options.baseUrl ?? GOOGLE_GEOCODING_BASE_URL);
  return {
    async geocode(address: string): Promise<GeocodeResult | null> {
      const url = new URL(endpoint);
      url.searchParams.set('address', address);
      url.searchParams.set('key', options.apiKey);
      const body = responseSchema.safeParse(
        await getJson(url, { timeoutMs: options.timeoutMs, service: 'Google Geocoding' }),
      );
      if (!body.success) {
        throw new GeocoderUnavailableError('Google Geocoding answered in an unexpected shape');
      }
      const { status, results, error_message } = body.data;
      if (status === 'ZERO_RESULTS') return null;
      const first = results[0];
      if (status !== 'OK' || !first) {
        throw new GeocoderUnavailableError(
          `Google Geocoding answered ${status}${error_message ? `: ${error_message}` : ''}`,
        );
      }
      const precision = googlePrecision(first);
      if (!precision) return null;
      return {
        lat: first.geometry.location.lat,
        lng: first.geometry.location.lng,
        formattedAddress: first.formatted_address,
        precision,
      };
    },
  };
}
