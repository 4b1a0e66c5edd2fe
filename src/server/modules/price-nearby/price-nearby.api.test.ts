import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewListingRow } from '../listings/listings.table';
import { listings } from '../listings/listings.table';
import { signUp, TEST_ORIGIN, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { distanceKm } from '../../../shared/geo-distance';

let t: TestContext;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { name: 'Nearby Owner' });
});
afterAll(() => t.close());

/** Degrees of latitude in a km on the haversine's sphere. */
const KM = 1 / 111.195;

/**
 * A place of each test's own around Bhopal and Indore, 20 km or more from every other test's:
 * no test's homes are another's neighbours.
 */
let places = 0;
function newPlace() {
  const n = places++;
  return { lat: 22.6 + (n % 5) * 0.2, lng: 75.8 + Math.floor(n / 5) * 0.25 };
}

/** A point `km` north (negative: south) of `place`, or east with `east`. */
function from(place: { lat: number; lng: number }, km: number, east = false) {
  if (!east) return { lat: place.lat + km * KM, lng: place.lng };
  return { lat: place.lat, lng: place.lng + (km * KM) / Math.cos((place.lat * Math.PI) / 180) };
}

const home = (at: { lat: number; lng: number }, overrides: Partial<NewListingRow> = {}) =>
  insertListing(t.database.db, owner.id, { type: 'rent', bedrooms: 2, ...at, ...overrides });

/** Homes at 0.5, 1, 1.5 … km around `place`, by turns north, east, south and west. */
async function neighbours(
  place: { lat: number; lng: number },
  prices: number[],
  overrides: Partial<NewListingRow> = {},
) {
  const rows = [];
  for (const [i, price] of prices.entries()) {
    const km = 0.5 * (i + 1);
    const at = from(place, i % 4 < 2 ? km : -km, i % 2 === 1);
    rows.push(await home(at, { regularPrice: price, ...overrides }));
  }
  return rows;
}

const nearby = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${id}/price-nearby` });

async function comparison(id: string) {
  const response = await nearby(id);
  if (response.statusCode === 204) return null;
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
}

describe('GET /api/listings/{id}/price-nearby', () => {
  it('compares with the median of 5 similar homes within 3 km, this home left out', async () => {
    const place = newPlace();
    const target = await home(place, { regularPrice: 30_000 });
    const [first] = await neighbours(place, [20_000, 28_000, 24_000, 26_000, 22_000]);

    // With this home the median would be 25,000.
    expect(await comparison(target.id)).toEqual({
      count: 5,
      median: 24_000,
      unit: 'total',
      home: 30_000,
      differencePercent: 25,
    });
    // A neighbour's own page compares it with the others, this one among them.
    expect(await comparison(first!.id)).toMatchObject({
      count: 5,
      median: 26_000,
      differencePercent: -23,
    });
  });

  it('has no comparison with only 4 similar homes nearby', async () => {
    const place = newPlace();
    const target = await home(place);
    await neighbours(place, [20_000, 21_000, 22_000, 23_000]);

    const response = await nearby(target.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('counts a home 2.9 km away, not one 3.1 km away', async () => {
    const place = newPlace();
    const target = await home(place);
    await neighbours(place, [20_000, 21_000, 22_000, 23_000]);
    const far = from(place, 3.1, true);
    const near = from(place, -2.9);
    expect(distanceKm(place, far)).toBeGreaterThan(3);
    expect(distanceKm(place, near)).toBeLessThan(3);

    await home(far, { regularPrice: 24_000 });
    expect(await comparison(target.id)).toBeNull();
    await home(near, { regularPrice: 24_000 });
    expect(await comparison(target.id)).toMatchObject({ count: 5, median: 22_000 });
  });

  it('counts only homes of the same type and bedroom count', async () => {
    const place = newPlace();
    const target = await home(place, { bedrooms: 3 });
    await neighbours(place, [20_000, 21_000, 22_000, 23_000], { bedrooms: 3 });
    await neighbours(place, [90_000, 91_000], { bedrooms: 2 });
    await neighbours(place, [95_000, 96_000], { bedrooms: 4 });
    await neighbours(place, [5_000_000, 6_000_000], { type: 'sale', bedrooms: 3 });

    expect(await comparison(target.id)).toBeNull();
    await neighbours(place, [24_000], { bedrooms: 3 });
    expect(await comparison(target.id)).toMatchObject({ count: 5, median: 22_000 });
  });

  it('leaves out homes not listed: rented, hidden, expired', async () => {
    const place = newPlace();
    const target = await home(place);
    await neighbours(place, [20_000, 21_000, 22_000, 23_000]);
    const now = new Date();
    await neighbours(place, [50_000], { closedAt: now });
    await neighbours(place, [50_000], { hiddenAt: now });
    await neighbours(place, [50_000], { expiredAt: now });

    expect(await comparison(target.id)).toBeNull();
  });

  it('compares a sale with an area by its price per sq ft, with the sales nearby that have one', async () => {
    const place = newPlace();
    const sale = { type: 'sale' as const, bedrooms: 2 };
    const target = await home(place, {
      ...sale,
      regularPrice: 9_000_000,
      area: 1000,
      areaType: 'carpet',
    });
    // 8,000 · 8,200 · 8,400 · 8,600 · 8,800 a sq ft, whatever the area was measured as; the last
    // on offer, its discounted price what a buyer pays.
    const perSqft = [
      { regularPrice: 8_000_000, area: 1000, areaType: 'carpet' },
      { regularPrice: 6_560_000, area: 800, areaType: 'built_up' },
      { regularPrice: 10_080_000, area: 1200, areaType: 'super_built_up' },
      { regularPrice: 12_900_000, area: 1500, areaType: 'carpet' },
      {
        regularPrice: 9_000_000,
        offer: true,
        discountedPrice: 7_920_000,
        area: 900,
        areaType: 'carpet',
      },
    ] as const;
    for (const [i, facts] of perSqft.entries()) {
      await home(from(place, 0.4 * (i + 1), i % 2 === 0), { ...sale, ...facts });
    }
    // Without an area: not in a comparison per sq ft.
    await neighbours(place, [1_000_000, 2_000_000], sale);

    expect(await comparison(target.id)).toEqual({
      count: 5,
      median: 8_400,
      unit: 'sqft',
      home: 9_000,
      differencePercent: 7,
    });

    // A sale without an area compares prices paid, with every sale nearby, areas or not.
    const plain = await home(from(place, -0.2), { ...sale, regularPrice: 8_000_000 });
    expect(await comparison(plain.id)).toMatchObject({
      count: 8,
      median: 7_960_000,
      unit: 'total',
      home: 8_000_000,
      differencePercent: 1,
    });
  });

  it('answers 404 for a listing that does not exist or is hidden, 400 for no id', async () => {
    const missing = await nearby('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const hidden = await home(newPlace(), { hiddenAt: new Date() });
    expect((await nearby(hidden.id)).statusCode).toBe(404);
    expect((await nearby('not-an-id')).statusCode).toBe(400);
  });

  it('has no comparison for a home that is not listed, however many neighbours it has', async () => {
    const place = newPlace();
    const rented = await home(place, { closedAt: new Date() });
    const expired = await home(from(place, 0.1), { expiredAt: new Date() });
    await neighbours(place, [20_000, 21_000, 22_000, 23_000, 24_000, 25_000]);

    expect((await nearby(rented.id)).statusCode).toBe(204);
    expect((await nearby(expired.id)).statusCode).toBe(204);
  });

  it('shows a change at once: a new price, a home marked rented, a home relisted', async () => {
    const place = newPlace();
    const target = await home(place, { regularPrice: 25_000 });
    const [, , , , last] = await neighbours(place, [20_000, 22_000, 24_000, 26_000, 28_000]);
    expect(await comparison(target.id)).toMatchObject({ median: 24_000, differencePercent: 4 });

    await t.database.db
      .update(listings)
      .set({ regularPrice: 21_000 })
      .where(eq(listings.id, last!.id));
    expect(await comparison(target.id)).toMatchObject({ median: 22_000, differencePercent: 14 });

    const mark = (action: 'close' | 'relist') =>
      t.app.inject({
        method: 'POST',
        url: `/api/listings/${last!.id}/${action}`,
        headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
      });
    expect((await mark('close')).statusCode).toBe(200);
    expect(await comparison(target.id)).toBeNull();
    expect((await mark('relist')).statusCode).toBe(200);
    expect(await comparison(target.id)).toMatchObject({ count: 5, median: 22_000 });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/listings/{id}/price-nearby'].get;
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '204', '400', '404']),
    );
  });
});
