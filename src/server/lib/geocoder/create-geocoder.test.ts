import { describe, expect, it } from 'vitest';
import { addressKey, withCache } from './create-geocoder';
import type { Geocoder } from './geocoder';

describe('addressKey', () => {
  it('trims, collapses spaces and lower-cases', () => {
    expect(addressKey('  Koramangala,\t Bangalore \n')).toBe('koramangala, bangalore');
  });
});

describe('withCache', () => {
  /** A geocoder that counts its lookups and knows only "Pune". */
  const counting = () => {
    const asked: string[] = [];
    const geocoder: Geocoder = {
      async geocode(address) {
        asked.push(address);
        return address === 'Pune'
          ? { lat: 18.52, lng: 73.85, formattedAddress: 'Pune', precision: 'city' as const }
          : null;
      },
    };
    return { geocoder, asked };
  };

  it('remembers answers and "no result", up to its size', async () => {
    const { geocoder, asked } = counting();
    const cached = withCache(geocoder, { maxEntries: 2, ttlMs: 60_000 });
    await cached.geocode('Pune');
    await cached.geocode('Nowhere');
    expect(await cached.geocode(' pune ')).toMatchObject({ lat: 18.52 });
    expect(await cached.geocode('NOWHERE')).toBeNull();
    expect(asked).toEqual(['Pune', 'Nowhere']);
    // A third address pushes out the least recently used one.
    await cached.geocode('Elsewhere');
    await cached.geocode('Pune');
    expect(asked).toEqual(['Pune', 'Nowhere', 'Elsewhere', 'Pune']);
  });

  it('answers null for a blank address without asking', async () => {
    const { geocoder, asked } = counting();
    expect(await withCache(geocoder, { maxEntries: 2, ttlMs: 60_000 }).geocode('   ')).toBeNull();
    expect(asked).toEqual([]);
  });
});
