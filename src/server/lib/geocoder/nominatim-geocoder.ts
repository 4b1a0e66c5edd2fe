import { z } from 'zod';
import { GeocoderUnavailableError, type GeocodeResult, type Geocoder } from './geocoder';
import { getJson } from './http';

export const NOMINATIM_BASE_URL = 'https://nominatim.openstreetmap.org';

const coordinate = z
  .string()
  .transform(Number)
  .refine((n) => Number.isFinite(n));

const responseSchema = z.array(
  z.object({ lat: coordinate, lon: coordinate, display_name: z.string() }),
);

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
      if (!first) return null;
      return { lat: first.lat, lng: first.lon, formattedAddress: first.display_name };
    },
  };
}
