import { LRUCache } from 'lru-cache';
import type { GeocodeResult, Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google-geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

/** Which geocoder to use (GEOCODER, GEOCODER_API_KEY and GEOCODER_URL of the configuration). */
export interface GeocoderSettings {
  driver: 'offline' | 'google' | 'nominatim';
  /** Google's API key; required by the google driver. */
  apiKey?: string | undefined;
  /** Base URL of the remote service; its public one when unset. */
  url?: string | undefined;
}

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

/**
 * Remembers answers (also "no result", boxed: lru-cache stores no null) for `ttlMs`, at most
 * `maxEntries` of them; failures are not remembered. Blank addresses are null.
 */
export function withCache(
  geocoder: Geocoder,
  options: { maxEntries: number; ttlMs: number },
): Geocoder {
  const cache = new LRUCache<string, { result: GeocodeResult | null }>({
    max: options.maxEntries,
    ttl: options.ttlMs,
  });
  return {
    async geocode(address: string) {
      const key = addressKey(address);
      if (!key) return null;
      const cached = cache.get(key);
      if (cached) return cached.result;
      const result = await geocoder.geocode(address.trim());
      cache.set(key, { result });
      return result;
    },
  };
}

/** The geocoder the settings name, behind an in-process cache. */
export function createGeocoder(
  settings: GeocoderSettings,
  options: GeocoderOptions = {},
): Geocoder {
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  return withCache(driverFor(settings, options, timeoutMs), options.cache ?? GEOCODER_CACHE);
}

function driverFor(settings: GeocoderSettings, options: GeocoderOptions, timeoutMs: number) {
  switch (settings.driver) {
    case 'offline':
      return createOfflineGeocoder();
    case 'google':
      if (!settings.apiKey) throw new Error('GEOCODER_API_KEY must be set when GEOCODER=google');
      return createGoogleGeocoder({ apiKey: settings.apiKey, baseUrl: settings.url, timeoutMs });
    case 'nominatim':
      return createNominatimGeocoder({
        baseUrl: settings.url,
        timeoutMs,
        userAgent: `Homestead/0.1 (${options.publicUrl ?? 'self-hosted'})`,
      });
  }
}
