// The alerts benchmark's data, made with the app's own code: saved searches read by the app's
// readSavedQuery (the place looked up, the matching index rows made), and new listings around
// the same cities.
import { randomUUID } from 'node:crypto';
import { AMENITIES, TENANTS } from '../../src/shared/listing-facts';
import type { Db } from '../../src/server/db/client';
import { createPlaceFinder } from '../../src/server/lib/geocoder';
import { listings } from '../../src/server/modules/listings/listings.table';
import { readSavedQuery } from '../../src/server/modules/saved-searches/saved-query';
import {
  savedSearchCells,
  savedSearches,
} from '../../src/server/modules/saved-searches/saved-searches.table';
import { users } from '../../src/server/modules/users/users.table';

export const CITIES = [
  'Pune',
  'Mumbai',
  'Bengaluru',
  'Delhi',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Kochi',
  'Indore',
  'Chandigarh',
  'Noida',
  'Gurgaon',
  'Nagpur',
];
const BATCH = 1000;

/**
 * A deterministic spread of searches as the "Save search" dialog makes them ("Rent in Bengaluru,
 * 2–3 bedrooms, up to ₹40,000"): a type (rent 60%, sale 35%, either 5%); a city (85%), a map box
 * (10%) or anywhere (5%); a budget (90%; a minimum 15%); bedrooms (75%); furnished (15%) and
 * parking (20%); and the listing facts: an area (25%: a range, a minimum or a maximum), a day
 * to move in by (10%), a tenant (15% of the rents) and amenities (20%: one or two).
 */
function queryOf(g: number): string {
  const params = new URLSearchParams();
  const share = (n: number) => (g * 7 + n * 13) % 100;
  const type = share(1) < 60 ? 'rent' : share(1) < 95 ? 'sale' : undefined;
  if (type) params.set('type', type);
  if (share(2) < 10) params.set('bbox', '73.7,18.4,74.0,18.7');
  else if (share(2) < 95) params.set('q', CITIES[g % CITIES.length]!);
  if (share(3) < 15) params.set('minPrice', type === 'sale' ? '1000000' : '8000');
  const budget = type === 'sale' ? 2_000_000 + (g % 9) * 1_000_000 : 15_000 + (g % 10) * 5_000;
  if (share(4) < 90) params.set('maxPrice', String(budget));
  if (share(5) < 75) params.set('beds', `${1 + (g % 4)},${2 + (g % 4)}`);
  if (share(6) < 15) params.set('furnished', '1');
  if (share(7) < 20) params.set('parking', '1');
  const area = share(8);
  if (area < 25) {
    if (area % 3 !== 2) params.set('minArea', String(500 + (g % 6) * 150));
    if (area % 3 !== 1) params.set('maxArea', String(1300 + (g % 5) * 300));
  }
  if (share(9) < 10) params.set('availableBy', `2026-12-${String(1 + (g % 28)).padStart(2, '0')}`);
  if (type === 'rent' && share(10) < 15) params.set('tenant', TENANTS[g % TENANTS.length]!);
  if (share(11) < 20) {
    const first = AMENITIES[g % AMENITIES.length]!;
    const second = AMENITIES[(g * 5 + 1) % AMENITIES.length]!;
    params.set('amenities', g % 2 === 0 ? first : `${first},${second}`);
  }
  return params.toString();
}

/** `count` accounts with one daily search each; returns how many index rows they made. */
export async function seedSearches(db: Db, count: number): Promise<number> {
  const places = createPlaceFinder();
  let cells = 0;
  for (let start = 0; start < count; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => start + i);
    await db.insert(users).values(
      people.map((g) => ({
        id: `bench-searcher-${g}`,
        name: `Searcher ${g}`,
        email: `searcher${g}@bench.example`,
      })),
    );
    const read = people.map((g) => readSavedQuery(queryOf(g), places));
    const saved = await db
      .insert(savedSearches)
      .values(
        people.map((g, i) => ({
          userId: `bench-searcher-${g}`,
          name: `Homes ${g}`,
          frequency: 'daily' as const,
          query: read[i]!.canonical,
          ...read[i]!.columns,
        })),
      )
      .returning({ id: savedSearches.id });
    const rows = saved.flatMap(({ id }, i) =>
      read[i]!.cells.map((cell) => ({ ...cell, searchId: id })),
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      await db.insert(savedSearchCells).values(rows.slice(i, i + BATCH));
    }
    cells += rows.length;
  }
  return cells;
}

/** `count` new listings by a few owners, around the cities; returns their ids. */
export async function seedListings(db: Db, count: number): Promise<string[]> {
  const places = createPlaceFinder();
  const centres = CITIES.map((city) => places.find(city)!);
  await db.insert(users).values(
    Array.from({ length: 20 }, (_, i) => ({
      id: `bench-owner-${i}`,
      name: `Owner ${i}`,
      email: `owner${i}@bench.example`,
    })),
  );
  const ids: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const g = start + i;
      const centre = centres[g % centres.length]!;
      const type = g % 5 < 3 ? ('rent' as const) : ('sale' as const);
      const price =
        type === 'rent' ? 8_000 + ((g * 7919) % 52_000) : 1_500_000 + ((g * 104_729) % 12_000_000);
      return {
        type,
        name: `New home ${g}`,
        bedrooms: 1 + (g % 5),
        bathrooms: 1 + (g % 3),
        parking: g % 2 === 0,
        furnished: g % 3 === 0,
        location: `${g} Main Road, ${CITIES[g % CITIES.length]}`,
        offer: false,
        regularPrice: price,
        images: [
          { key: `images/bench-owner-${g % 20}-photo-${randomUUID()}`, width: 1600, height: 1200 },
        ],
        // The facts as owners give them: most an area fitting the rooms, some tenants, amenities.
        ...(g % 8 === 7
          ? {}
          : { area: 350 + (g % 5) * 350 + ((g * 31) % 300), areaType: 'carpet' as const }),
        tenants: type === 'rent' && g % 3 === 0 ? [TENANTS[g % TENANTS.length]!] : [],
        amenities: AMENITIES.filter((_, i) => (g >> i) % 3 !== 0),
        availableFrom: g % 10 === 9 ? '2026-12-20' : null,
        lat: centre.lat + (((g * 37) % 100) - 50) / 1000,
        lng: centre.lng + (((g * 53) % 100) - 50) / 1000,
        userId: `bench-owner-${g % 20}`,
      };
    });
    const inserted = await db.insert(listings).values(rows).returning({ id: listings.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
