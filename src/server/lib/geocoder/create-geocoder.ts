import type { Config } from '../../config';
import type { GeocodeResult, Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google-geocoder';
import { LruCache } from './lru-cache';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

export interface GeocoderOptions {
  /** The site's origin; Nominatim's usage policy wants it in the User-Agent. */
  publicUrl?: string;
  /** Time allowed to a remote service per request. */
  timeoutMs?: number;
  cache?: { maxEntries: number; ttlMs: number };
}

export const GEOCODER_TIMEOUT_MS = 5_000;
export const GEOCODER_CACHE = { maxEntries: 1_000, ttlMs: 24 * 60 * 60 * 1000 };

/** The cache key of an address: trimmed, runs of spaces collapsed, lower-case. */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Remembers answers (also "no result"); failures are not remembered. Blank addresses are null. */
export function withCache(geocoder: Geocoder, cache: LruCache<GeocodeResult | null>): Geocoder {
  return {
    async geocode(address: string) {
      const key = addressKey(address);
      if (!key) return null;
      if (cache.has(key)) return cache.get(key) ?? null;
      const result = await geocoder.geocode(address.trim());
      cache.set(key, result);
      return result;
    },
  };
}

/** The geocoder the configuration names, behind an in-process cache. */
export function createGeocoder(
  config: Config['geocoder'],
  options: GeocoderOptions = {},
): Geocoder {
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  const { maxEntries, ttlMs } = options.cache ?? GEOCODER_CACHE;
  return withCache(driverFor(config, options, timeoutMs), new LruCache(maxEntries, ttlMs));
}

function driverFor(config: Config['geocoder'], options: GeocoderOptions, timeoutMs: number) {
  switch (config.driver) {
    case 'offline':
      return createOfflineGeocoder();
    case 'google':
      if (!config.apiKey) throw new Error('GEOCODER_API_KEY must be set when GEOCODER=google');
      return createGoogleGeocoder({ apiKey: config.apiKey, baseUrl: config.url, timeoutMs });
    case 'nominatim':
      return createNominatimGeocoder({
        baseUrl: config.url,
        timeoutMs,
        userAgent: `Homestead/0.1 (${options.publicUrl ?? 'self-hosted'})`,
      });
  }
}
