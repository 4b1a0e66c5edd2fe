import { describe, expect, it } from 'vitest';
import {
  AMENITIES,
  AVAILABLE_AHEAD_DAYS,
  DESCRIPTION_MAX,
  TENANTS,
  indiaDate,
  latestAvailableFrom,
} from '../../shared/listing-facts';
import { listingInputSchema } from '../../shared/schemas/listing';
import { factInput } from './demo-facts';
import { GENERATED_LISTINGS } from './generated-listings';
import { DEMO_LISTINGS } from './listings';

const ALL = [...DEMO_LISTINGS, ...GENERATED_LISTINGS];
/** What an address names each demo city by ("Goa" for Bardez's villages). */
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
const NOW = new Date('2026-11-28T20:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Square feet a home of so many bedrooms may have, whichever way it is measured. */
const AREA_BY_BEDROOMS: Record<number, [number, number]> = {
  1: [250, 1_100],
  2: [600, 2_100],
  3: [900, 3_000],
  4: [1_400, 5_500],
};
const AREA_LARGER: [number, number] = [2_000, 9_000];

const inCity = (city: string) => ALL.filter((listing) => listing.location.includes(city));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('demo listing facts', () => {
  it('are given for most homes, not all, and pass the listing schema', () => {
    const withFacts = ALL.filter((listing) => listing.facts);
    expect(withFacts.length / ALL.length).toBeGreaterThan(0.8);
    expect(withFacts.length / ALL.length).toBeLessThan(0.95);
    const described = withFacts.filter((listing) => listing.facts!.description);
    expect(described.length / ALL.length).toBeGreaterThan(0.75);
    expect(described.length).toBeLessThan(withFacts.length);
    for (const listing of ALL) {
      const parsed = listingInputSchema.safeParse({
        ...listing,
        ...factInput(listing.facts ?? {}, NOW),
        offer: listing.discountedPrice !== undefined,
        discountedPrice: listing.discountedPrice ?? null,
        images: ['images/x'],
      });
      expect(parsed.error?.issues ?? [], listing.name).toEqual([]);
    }
  });

  it('give every demo city homes with an area, each tenant kind and each amenity', () => {
    for (const city of CITIES) {
      const homes = inCity(city);
      expect(homes.filter((l) => l.facts?.area).length, city).toBeGreaterThanOrEqual(5);
      const rents = homes.filter((l) => l.type === 'rent');
      // Named outright, not only through homes that state no preference.
      for (const tenant of TENANTS) {
        expect(
          rents.some((l) => l.facts?.tenants?.includes(tenant)),
          `${tenant} in ${city}`,
        ).toBe(true);
      }
      expect(
        rents.some((l) => l.facts && !l.facts.tenants?.length),
        `anyone in ${city}`,
      ).toBe(true);
      for (const amenity of AMENITIES) {
        expect(
          homes.some((l) => l.facts?.amenities?.includes(amenity)),
          `${amenity} in ${city}`,
        ).toBe(true);
      }
    }
  });

  it('never give a sale a deposit, maintenance or tenants; give most rents a deposit', () => {
    for (const listing of ALL.filter((l) => l.type === 'sale')) {
      expect(listing.facts?.deposit, listing.name).toBeUndefined();
      expect(listing.facts?.maintenance, listing.name).toBeUndefined();
      expect(listing.facts?.tenants ?? [], listing.name).toEqual([]);
    }
    const rents = ALL.filter((l) => l.type === 'rent' && l.facts);
    const deposits = rents.filter((l) => l.facts!.deposit !== undefined);
    expect(deposits.length / rents.length).toBeGreaterThan(0.8);
    for (const listing of deposits) {
      const months = listing.facts!.deposit! / listing.regularPrice;
      expect(months, listing.name).toBeGreaterThanOrEqual(1);
      expect(months, listing.name).toBeLessThanOrEqual(10.5);
    }
    // Bengaluru asks for far more months than Delhi.
    const monthsIn = (city: string) =>
      median(
        deposits
          .filter((l) => l.location.includes(city))
          .map((l) => l.facts!.deposit! / l.regularPrice),
      );
    expect(monthsIn('Bengaluru')).toBeGreaterThanOrEqual(6);
    expect(monthsIn('New Delhi')).toBeLessThanOrEqual(3);
    for (const listing of rents.filter((l) => l.facts!.maintenance !== undefined)) {
      expect(listing.facts!.maintenance!, listing.name).toBeGreaterThanOrEqual(1_000);
      expect(listing.facts!.maintenance!, listing.name).toBeLessThanOrEqual(8_000);
    }
  });

  it('give areas that fit the bedrooms, growing with them', () => {
    const areas = ALL.filter((l) => l.facts?.area);
    for (const listing of areas) {
      const [min, max] = AREA_BY_BEDROOMS[listing.bedrooms] ?? AREA_LARGER;
      expect(listing.facts!.area!, listing.name).toBeGreaterThanOrEqual(min);
      expect(listing.facts!.area!, listing.name).toBeLessThanOrEqual(max);
    }
    const medians = [1, 2, 3, 4, 5].map((bedrooms) =>
      median(areas.filter((l) => l.bedrooms === bedrooms).map((l) => l.facts!.area!)),
    );
    expect(medians).toEqual([...medians].sort((a, b) => a - b));
    // Carpet mostly; super built-up mostly for flats on sale.
    const measured = (type: string) => areas.filter((l) => l.facts!.areaType === type);
    expect(measured('carpet').length / areas.length).toBeGreaterThan(0.5);
    const superBuiltUp = measured('super_built_up');
    expect(superBuiltUp.filter((l) => l.type === 'sale').length).toBeGreaterThan(
      superBuiltUp.length / 2,
    );
  });

  it('give floors to flats and to houses let by the floor, never to a villa', () => {
    const styleOf = (listing: (typeof ALL)[number]) =>
      'style' in listing ? listing.style : DEMO_LISTINGS[listing.photosOf]!.style;
    for (const listing of ALL.filter((l) => l.facts?.totalFloors !== undefined)) {
      expect(styleOf(listing), listing.name).not.toBe('villa');
      expect(listing.facts!.floor!, listing.name).toBeLessThanOrEqual(listing.facts!.totalFloors!);
    }
    const flats = ALL.filter((l) => l.facts && styleOf(l) === 'apartment');
    const withFloors = flats.filter((l) => l.facts!.totalFloors !== undefined);
    expect(withFloors.length / flats.length).toBeGreaterThan(0.85);
    expect(withFloors.some((l) => l.facts!.floor === 0)).toBe(true);
  });

  it('make homes available now, before, or within three months of the seed', () => {
    const days = ALL.flatMap((l) => (l.facts ? [l.facts.availableInDays] : []));
    expect(days.filter((d) => d === undefined).length).toBeGreaterThan(days.length / 3);
    expect(days.some((d) => d !== undefined && d <= 0)).toBe(true);
    expect(days.some((d) => d !== undefined && d > 0)).toBe(true);
    for (const day of days) if (day !== undefined) expect(Math.abs(day)).toBeLessThanOrEqual(90);
    // Counted from the seed's now, so never beyond the form's year.
    for (const listing of ALL) {
      const { availableFrom } = factInput(listing.facts ?? {}, NOW);
      if (availableFrom === null) continue;
      expect(availableFrom <= latestAvailableFrom(NOW), listing.name).toBe(true);
      const yearAgo = indiaDate(new Date(NOW.getTime() - AVAILABLE_AHEAD_DAYS * DAY_MS));
      expect(availableFrom >= yearAgo, listing.name).toBe(true);
    }
  });

  it('describe homes in two to five plain sentences, some in paragraphs', () => {
    const descriptions = ALL.flatMap((l) =>
      l.facts?.description ? [{ name: l.name, text: l.facts.description }] : [],
    );
    for (const { name, text } of descriptions) {
      expect(text.length, name).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(text, name).not.toMatch(/[<>]|undefined|NaN|null|\s{3}| {2}/);
      expect(text, name).toBe(text.trim());
      // Abbreviations in place names do not end a sentence.
      const sentences = text.replace(/\b(T|No|St)\. /g, '$1 ').split(/(?<=[.:])\s+(?=[A-Z0-9])/);
      expect(sentences.length, name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, name).toBeLessThanOrEqual(5);
    }
    expect(descriptions.filter(({ text }) => text.includes('\n')).length).toBeGreaterThan(20);
    expect(new Set(descriptions.map(({ text }) => text)).size).toBe(descriptions.length);
  });
});
