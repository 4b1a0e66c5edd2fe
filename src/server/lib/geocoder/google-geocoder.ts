import { z } from 'zod';
import { GeocoderUnavailableError, type GeocodeResult, type Geocoder } from './geocoder';
import { getJson } from './http';

export const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com';

const responseSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});

/** The Google Geocoding API: status OK → first result, ZERO_RESULTS → null, anything else throws. */
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
      return {
        lat: first.geometry.location.lat,
        lng: first.geometry.location.lng,
        formattedAddress: first.formatted_address,
      };
    },
  };
}
