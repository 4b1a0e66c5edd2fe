import { z } from 'zod';
import {
  GeocoderUnavailableError,
  type GeocodePrecision,
  type GeocodeResult,
  type Geocoder,
} from './geocoder';
import { getJson } from './http';

export const NOMINATIM_BASE_URL = 'https://nominatim.openstreetmap.org';

const coordinate = z
  .string()
  .transform(Number)
  .refine((n) => Number.isFinite(n));

const responseSchema = z.array(
  z.object({
    lat: coordinate,
    lon: coordinate,
    display_name: z.string(),
    addresstype: z.string().optional(),
    place_rank: z.number().optional(),
  }),
);

const CITY_TYPES = [
  'city',
  'town',
  'village',
  'municipality',
  'county',
  'state_district',
  'district',
];
const REGION_TYPES = ['country', 'state', 'region'];

/**
 * Nominatim's address type (and place rank: 26 and above are streets and buildings) as a
 * precision; null for a state or a country.
 */
export function nominatimPrecision(result: {
  addresstype?: string | undefined;
  place_rank?: number | undefined;
}): GeocodePrecision | null {
  const type = result.addresstype ?? '';
  if (type === 'postcode') return 'postcode';
  if (REGION_TYPES.includes(type)) return null;
  if (CITY_TYPES.includes(type)) return 'city';
  if ((result.place_rank ?? 0) >= 26) return 'address';
  return 'locality';
}

/**
 * A Nominatim instance (the public OSM one by default). Its usage policy asks for a User-Agent
 * that identifies the application, so the site's public URL goes into it.
 */
export function createNominatimGeocoder(options: {
  baseUrl?: string;
  userAgent: string;
  timeoutMs: number;
}): Geocoder {
  const base = (options.baseUrl ?? NOMINATIM_BASE_URL).replace(/\/+$/, '');
  return {
    async geocode(address: string): Promise<GeocodeResult | null> {
      const url = new URL(`${base}/search`);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      url.searchParams.set('q', address);
      const body = responseSchema.safeParse(
        await getJson(url, {
          timeoutMs: options.timeoutMs,
          headers: { 'user-agent': options.userAgent },
          service: 'Nominatim',
        }),
      );
      if (!body.success) {
        throw new GeocoderUnavailableError('Nominatim answered in an unexpected shape');
      }
      const first = body.data[0];
      const precision = first && nominatimPrecision(first);
      if (!first || !precision) return null;
      return {
        lat: first.lat,
        lng: first.lon,
        formattedAddress: first.display_name,
        precision,
      };
    },
  };
}
