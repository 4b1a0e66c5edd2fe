import { describe, expect, it } from 'vitest';
import { listingInputSchema } from '../../shared/schemas/listing';
import { distanceKm } from '../../shared/geo-distance';
import { NEARBY_MIN_HOMES, NEARBY_RADIUS_KM } from '../../shared/price-nearby';
import { createPlaceFinder } from '../lib/geocoder';
import { GENERATED_LISTINGS, generateDemoListings } from './generated-listings';
import { DEMO_LISTINGS } from './listings';

const ALL = [...DEMO_LISTINGS, ...GENERATED_LISTINGS];
const CITIES = [
  'Mumbai',
  'Bengaluru',
  'Pune',
  'New Delhi',
  'Gurugram',
  'Hyderabad',
  'Kolkata',
  'Chennai',
  'Ahmedabad',
  'Kochi',
  'Jaipur',
  'Goa',
  'Chandigarh',
];

describe('generated demo listings', () => {
  it('are the same on every start', () => {
    expect(generateDemoListings()).toEqual(GENERATED_LISTINGS);
  });

  it('give a new user homes with a price nearby: rents, and sales compared per sq ft', () => {
    const alikeAround = (home: (typeof ALL)[number], withArea: boolean) =>
      ALL.filter(
        (other) =>
          other !== home &&
          other.type === home.type &&
          other.bedrooms === home.bedrooms &&
          (!withArea || other.facts?.area) &&
          distanceKm(other, home) <= NEARBY_RADIUS_KM,
      ).length;
    const rents = ALL.filter(
      (home) => home.type === 'rent' && alikeAround(home, false) >= NEARBY_MIN_HOMES,
    );
    const sales = ALL.filter(
      (home) =>
        home.type === 'sale' && home.facts?.area && alikeAround(home, true) >= NEARBY_MIN_HOMES,
    );
    expect(rents.length).toBeGreaterThanOrEqual(5);
    expect(sales.length).toBeGreaterThanOrEqual(5);
  });

  it('make the demo at least 300 homes, in each of the 13 cities', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(300);
    for (const city of CITIES) {
      const inCity = ALL.filter((listing) => listing.location.includes(city));
      expect(inCity.length, city).toBeGreaterThanOrEqual(8);
    }
  });

  it('pass the listing schema, with names of their own', () => {
    for (const listing of GENERATED_LISTINGS) {
      const parsed = listingInputSchema.safeParse({
        ...listing,
        offer: listing.discountedPrice !== undefined,
        discountedPrice: listing.discountedPrice ?? null,
        images: ['images/x'],
      });
      expect(parsed.error?.issues ?? [], listing.name).toEqual([]);
    }
    expect(new Set(ALL.map((listing) => listing.name)).size).toBe(ALL.length);
  });

  it('mix rent and sale, bedrooms 1 to 5+, furnished or not, with some offers', () => {
    const share = (test: (listing: (typeof ALL)[number]) => boolean) =>
      GENERATED_LISTINGS.filter(test).length / GENERATED_LISTINGS.length;
    expect(share((l) => l.type === 'rent')).toBeGreaterThan(0.4);
    expect(share((l) => l.type === 'sale')).toBeGreaterThan(0.3);
    expect(share((l) => l.discountedPrice !== undefined)).toBeGreaterThan(0.1);
    expect(share((l) => l.furnished)).toBeGreaterThan(0.25);
    for (const bedrooms of [1, 2, 3, 4, 5]) {
      expect(
        share((l) => l.bedrooms === bedrooms),
        `${bedrooms} bedrooms`,
      ).toBeGreaterThan(0.03);
    }
  });

  it('show photos of a home of the same owner, and are listed before the hand-written ones', () => {
    for (const listing of GENERATED_LISTINGS) {
      expect(DEMO_LISTINGS[listing.photosOf]!.owner).toBe(listing.owner);
      expect(listing.listedMinutesBefore).toBeGreaterThan(0);
    }
    const minutes = GENERATED_LISTINGS.map((listing) => listing.listedMinutesBefore);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(new Set(minutes).size).toBe(minutes.length);
  });

  it('stand where a search for their address and for their city finds them', () => {
    const places = createPlaceFinder();
    for (const listing of GENERATED_LISTINGS) {
      const place = places.find(listing.location);
      expect(place, listing.location).not.toBeNull();
      expect(distanceKm(place!, listing), listing.location).toBeLessThanOrEqual(place!.radiusKm);
      // "Goa" names a state, no place: a search for it matches the letters of the address.
      const city = CITIES.find((name) => listing.location.includes(name))!;
      if (city === 'Goa') continue;
      // "New Delhi" is the centre (15 km); Dwarka and Rohini are found by "Delhi".
      const cityPlace = places.find(city === 'New Delhi' ? 'Delhi' : city)!;
      expect(distanceKm(cityPlace, listing), `${listing.location} in ${city}`).toBeLessThanOrEqual(
        cityPlace.radiusKm,
      );
    }
  });
});
