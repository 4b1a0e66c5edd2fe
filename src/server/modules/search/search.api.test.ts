import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { PinsAnswer, SearchPage, SearchQuery } from '../../../shared/schemas/search';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { searchPage, searchServiceOf } from '../../test/search';
import type { NewListingRow } from '../listings/listings.table';

let t: TestContext;

/** Where the test homes stand. */
const at = {
  koramangala: { lat: 12.9352, lng: 77.6245, location: '5th Block, Koramangala, Bengaluru' },
  indiranagar: { lat: 12.9719, lng: 77.6412, location: '12th Main, Indiranagar, Bengaluru' },
  whitefield: { lat: 12.9698, lng: 77.75, location: 'Varthur Road, Whitefield, Bengaluru' },
  baner: { lat: 18.559, lng: 73.7868, location: 'Baner Road, Baner, Pune' },
  gurugram: { lat: 28.4497, lng: 77.0966, location: 'DLF Phase 5, Gurugram' },
} as const;

interface Home extends Partial<NewListingRow> {
  name: string;
}
/** id by name, once inserted. */
const ids = new Map<string, string>();

const homes: Home[] = [
  { name: 'Koramangala 2BHK rent', ...at.koramangala, bedrooms: 2, regularPrice: 38_000 },
  {
    name: 'Koramangala 3BHK offer',
    ...at.koramangala,
    bedrooms: 3,
    bathrooms: 2,
    regularPrice: 45_000,
    offer: true,
    discountedPrice: 36_000,
  },
  {
    name: 'Indiranagar 2BHK parking',
    ...at.indiranagar,
    bedrooms: 2,
    parking: true,
    regularPrice: 52_000,
  },
  {
    name: 'Whitefield 5BHK villa sale',
    ...at.whitefield,
    type: 'sale',
    bedrooms: 5,
    bathrooms: 4,
    regularPrice: 42_000_000,
  },
  {
    name: 'Whitefield 6BHK sale',
    ...at.whitefield,
    type: 'sale',
    bedrooms: 6,
    regularPrice: 60_000_000,
  },
  {
    name: 'Baner 1BHK unfurnished',
    ...at.baner,
    bedrooms: 1,
    furnished: false,
    regularPrice: 15_000,
  },
  { name: 'Baner 2BHK rent', ...at.baner, bedrooms: 2, regularPrice: 24_000 },
  { name: 'Gurugram 3BHK rent', ...at.gurugram, bedrooms: 3, bathrooms: 3, regularPrice: 70_000 },
  // In the corner of the box around Koramangala (2.5 km each way), 3.1 km from it.
  {
    name: 'Corner of Koramangala box',
    lat: at.koramangala.lat + 0.02,
    lng: at.koramangala.lng + 0.02,
    location: 'Near Koramangala, Bengaluru',
    regularPrice: 55_000,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const owner = await insertUser(db);
  const base = Date.now() - 1_000_000;
  for (const [i, home] of homes.entries()) {
    const row = await insertListing(db, owner.id, {
      ...home,
      createdAt: new Date(base + i * 1000),
    });
    ids.set(home.name, row.id);
  }
}, 60_000);
afterAll(() => t.close());

const search = (query: string) => searchPage(t, query);
const names = (page: SearchPage) => page.items.map((item) => item.name);

describe('GET /api/search', () => {
  it('answers every listing newest first, with the count of all, without filters', async () => {
    const page = await search('');
    expect(page.total).toBe(homes.length);
    expect(names(page)).toEqual(homes.map((home) => home.name).reverse());
    expect(page.place).toBeNull();
    expect(page.nextCursor).toBeNull();
  });

  it('finds listings by place: old names, misspellings, a locality or a whole city', async () => {
    const bangalore = await search('q=Bangalore');
    expect(bangalore.place?.name).toMatch(/^Bengaluru/);
    expect(bangalore.total).toBe(6);
    expect(names(await search('q=Gurgaon'))).toEqual(['Gurugram 3BHK rent']);
    // Within the locality's reach: not the corner of the box around it.
    const koramangala = await search('q=Koramangla');
    expect(koramangala.place).toMatchObject({ kind: 'locality' });
    expect(names(koramangala).sort()).toEqual(['Koramangala 2BHK rent', 'Koramangala 3BHK offer']);
    expect((await search('q=Nowhereville%20Qwxz')).total).toBe(0);
  });

  it('filters by the price a person pays: the discounted price when an offer applies', async () => {
    const page = await search('type=rent&q=Bengaluru&minPrice=30000&maxPrice=40000');
    expect(names(page).sort()).toEqual(['Koramangala 2BHK rent', 'Koramangala 3BHK offer']);
  });

  it('filters by bedrooms (5 meaning five or more), bathrooms, furnished, parking and offers', async () => {
    expect(names(await search('beds=2,3&q=Pune'))).toEqual(['Baner 2BHK rent']);
    expect(names(await search('beds=5')).sort()).toEqual([
      'Whitefield 5BHK villa sale',
      'Whitefield 6BHK sale',
    ]);
    expect(names(await search('baths=3')).sort()).toEqual([
      'Gurugram 3BHK rent',
      'Whitefield 5BHK villa sale',
    ]);
    expect(names(await search('furnished=1&q=Pune'))).toEqual(['Baner 2BHK rent']);
    expect(names(await search('parking=1'))).toEqual(['Indiranagar 2BHK parking']);
    expect(names(await search('offer=1'))).toEqual(['Koramangala 3BHK offer']);
  });

  it('sorts by price both ways, and pages through each order without repeats', async () => {
    const ascending = await search('sort=price_asc&limit=50');
    const prices = ascending.items.map((item) =>
      item.offer ? item.discountedPrice! : item.regularPrice,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await search('sort=price_desc&limit=50');
    expect(names(descending)).toEqual(names(ascending).reverse());

    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchPage = await search(
          `sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        // The first page counts; Load More keeps that count.
        expect(page.total).toBe(cursor ? null : homes.length);
        seen.push(...names(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(names(await search(`sort=${sort}&limit=50`)));
    }
  });

  it('limits the results to the map box', async () => {
    // Around Pune only.
    const page = await search('bbox=73.6,18.4,74.0,18.7');
    expect(names(page).sort()).toEqual(['Baner 1BHK unfurnished', 'Baner 2BHK rent']);
  });

  it('answers 400 with a clear message to bad parameters, and never a 5xx', async () => {
    const cursor = (await search('sort=price_asc&limit=1')).nextCursor!;
    for (const [query, message] of [
      ['minPrice=50000&maxPrice=1000', 'The minimum price is above the maximum.'],
      ['sort=cheapest', 'Sort by newest, price_asc, price_desc, area_desc, ppsf_asc.'],
      [
        'bbox=1,2,3',
        'The map box is west,south,east,north in degrees, west < east, south < north.',
      ],
      [
        'bbox=80,20,70,30',
        'The map box is west,south,east,north in degrees, west < east, south < north.',
      ],
      ['beds=0,7', 'Bedrooms are a comma list of 1, 2, 3, 4, 5.'],
      ['baths=9', 'Bathrooms are a minimum from 1 to 4.'],
      ['furnished=yes', 'Use 1 or 0.'],
      ['minPrice=-5', 'Enter the price in whole rupees.'],
      [`q=${'x'.repeat(10_000)}`, 'A place is at most 100 characters.'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      const { error } = response.json<ApiErrorBody>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.[0]?.message, query.slice(0, 40)).toBe(message);
    }
    for (const query of [
      'limit=1000',
      'limit=0',
      `sort=price_desc&cursor=${cursor}`,
      'cursor=abc',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

/** The search service on the test database, with smaller limits. */
const searchService = (limits: { maxPins?: number; countCap?: number }) =>
  searchServiceOf(t, limits);

/** Bengaluru's six homes fall in one cell of an eighth of India, drawn where they are. */
function expectBengaluruInOneCluster(answer: PinsAnswer) {
  const bengaluru = answer.clusters.find((cluster) => cluster.count === 6);
  const [west, south, east, north] = bengaluru?.bbox ?? [];
  expect(at.koramangala.lng).toBeGreaterThan(west ?? NaN);
  expect(at.koramangala.lng).toBeLessThan(east ?? NaN);
  expect(at.koramangala.lat).toBeGreaterThan(south ?? NaN);
  expect(at.koramangala.lat).toBeLessThan(north ?? NaN);
  expect(bengaluru?.lat).toBeGreaterThan(12.9);
  expect(bengaluru?.lat).toBeLessThan(13);
}

describe('GET /api/search/pins', () => {
  const india = 'bbox=68,6,98,37';

  it("answers each listing in the map's box, with its name and the price a person pays", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/pins?${india}&offer=1`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PinsAnswer>();
    expect(answer).toMatchObject({ total: 1, clusters: [] });
    expect(answer.pins).toEqual([
      {
        id: ids.get('Koramangala 3BHK offer'),
        type: 'rent',
        name: 'Koramangala 3BHK offer',
        price: 36_000,
        lat: at.koramangala.lat,
        lng: at.koramangala.lng,
      },
    ]);
    const pune = await t.app.inject({
      method: 'GET',
      url: '/api/search/pins?bbox=73.6,18.4,74.0,18.7',
    });
    expect(pune.json<PinsAnswer>().total).toBe(2);
  });

  it('counts matches up to a cap, and says when more match', async () => {
    const service = searchService({ countCap: 3 });
    const capped = await service.search({ sort: 'newest', limit: 2, maxPrice: 100_000_000 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    expect(capped.items).toHaveLength(2);
    const exact = await service.search({ sort: 'newest', limit: 2, q: 'Pune' });
    expect(exact).toMatchObject({ total: 2, totalCapped: false });
  });

  it("counts a place's matches from its whole cells and the listings on its edge", async () => {
    const service = searchService({});
    const inBengaluru = homes.filter((home) => home.location?.includes('Bengaluru'));
    const count = async (query: Partial<SearchQuery>) =>
      (await service.search({ sort: 'newest', limit: 1, q: 'Bangalore', ...query })).total;
    expect(await count({})).toBe(inBengaluru.length);
    expect(await count({ type: 'rent' })).toBe(
      inBengaluru.filter((home) => (home.type ?? 'rent') === 'rent').length,
    );
    expect(await count({ beds: [2] })).toBe(
      inBengaluru.filter((home) => (home.bedrooms ?? 2) === 2).length,
    );
    // With a price the grid does not keep: every listing counted, those of whole cells too.
    expect(await count({ maxPrice: 100_000_000 })).toBe(inBengaluru.length);
    // Within a place's distance only, the corner of its box left out.
    const nearKoramangala = await service.search({
      sort: 'newest',
      limit: 12,
      q: 'Koramangala',
      maxPrice: 100_000_000,
    });
    expect(nearKoramangala.items.map((item) => item.name)).not.toContain(
      'Corner of Koramangala box',
    );
    expect(nearKoramangala.total).toBe(nearKoramangala.items.length);
    // Past the cap, whether in whole cells or not.
    expect(
      await searchService({ countCap: 2 }).search({ sort: 'newest', limit: 1, q: 'Bangalore' }),
    ).toMatchObject({ total: 2, totalCapped: true });
  });

  it("counts exactly past the cap from the grid's counts when no price, place or box is asked", async () => {
    const service = searchService({ countCap: 3 });
    expect(await service.search({ sort: 'newest', limit: 2 })).toMatchObject({
      total: homes.length,
      totalCapped: false,
    });
    const rentWithTwoOrMoreBaths = homes.filter(
      (home) => (home.type ?? 'rent') === 'rent' && (home.bathrooms ?? 1) >= 2,
    );
    expect(
      await service.search({ sort: 'newest', limit: 2, type: 'rent', baths: 2 }),
    ).toMatchObject({ total: rentWithTwoOrMoreBaths.length, totalCapped: false });
    // Five means five or more bedrooms.
    expect(await service.search({ sort: 'newest', limit: 2, beds: [5] })).toMatchObject({
      total: 2,
    });
  });

  it('counts listings on a grid of the box when more match than are drawn one by one', async () => {
    const service = searchService({ maxPins: 3 });
    const answer = await service.pins({ bbox: [68, 6, 98, 37] });
    expect(answer.total).toBe(homes.length);
    expect(answer.pins).toEqual([]);
    expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(homes.length);
    expectBengaluruInOneCluster(answer);
    // A price is not kept on the grid: those clusters are counted from the listings, the same.
    // (Their centres may differ in the last digit: the coordinates are summed in another order.)
    const priced = await service.pins({ bbox: [68, 6, 98, 37], maxPrice: 100_000_000 });
    const rounded = (pins: PinsAnswer) => ({
      ...pins,
      clusters: pins.clusters.map((c) => ({ ...c, lat: c.lat.toFixed(9), lng: c.lng.toFixed(9) })),
    });
    expect(rounded(priced)).toEqual(rounded(answer));
    // A box smaller than the grid's cells: on a finer grid, each with its homes' box.
    const koramangala = await searchService({ maxPins: 1 }).pins({
      bbox: [77.6, 12.9, 77.65, 12.94],
    });
    expect(koramangala.clusters.map((cluster) => cluster.count)).toEqual([2]);
    expect(koramangala.clusters[0]?.bbox[0]).toBeCloseTo(at.koramangala.lng, 3);
  });

  it("counts a country's or a city's homes within a budget from the kept price bands, exactly", async () => {
    const service = searchService({ maxPins: 1 });
    const paid = (home: Home) => (home.offer ? home.discountedPrice! : home.regularPrice!);
    const india: [number, number, number, number] = [68, 6, 98, 37];
    const bengaluru: [number, number, number, number] = [77.35, 12.75, 77.85, 13.2];
    // Bands are about 1.6% wide: 36,000 and 38,000 fall in two, 37,800 and 38,250 in one
    // (where 38,000 is).
    for (const budget of [
      { maxPrice: 40_000 },
      { minPrice: 40_000 },
      { minPrice: 36_000, maxPrice: 38_000 },
      { minPrice: 37_800, maxPrice: 38_250 },
      // A bound at a home's price, and a rupee either side of it: the edge band counted whole
      // less its homes beyond the bound.
      { maxPrice: 38_000 },
      { maxPrice: 37_999 },
      { minPrice: 38_000 },
      { minPrice: 38_001 },
      { minPrice: 38_000, maxPrice: 38_000 },
      { minPrice: 10_000, maxPrice: 60_000 },
      { type: 'sale' as const, minPrice: 50_000_000 },
      // 0, which has no band of its own (ln 0), is the band of 1.
      { minPrice: 0 },
      { maxPrice: 0 },
    ]) {
      for (const [west, south, east, north] of [india, bengaluru]) {
        const { minPrice = 0, maxPrice = Infinity, type } = budget;
        const matching = homes.filter(
          (home) =>
            paid(home) >= minPrice &&
            paid(home) <= maxPrice &&
            (!type || home.type === type) &&
            home.lat! >= south &&
            home.lat! <= north &&
            home.lng! >= west &&
            home.lng! <= east,
        );
        const bbox: [number, number, number, number] = [west, south, east, north];
        const answer = await service.pins({ bbox, ...budget });
        const what = JSON.stringify({ bbox, ...budget });
        expect(answer.total, what).toBe(matching.length);
        // One home alone is a pin (maxPins 1), more are clusters.
        const shown = answer.pins.length + answer.clusters.reduce((sum, c) => sum + c.count, 0);
        expect(shown, what).toBe(matching.length);
      }
    }
  });

  it('answers 400 without a box or with a bad one', async () => {
    for (const query of ['', 'bbox=1,2,3,4,5', 'bbox=10,10,5,20']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search/pins?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/places', () => {
  async function places(q: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places?${new URLSearchParams({ q })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ places: { label: string; kind: string }[] }>().places;
  }

  it('offers cities and localities starting with what was typed, the biggest first', async () => {
    const found = await places('Ban');
    expect(found[0]).toEqual({ label: 'Bengaluru, Karnataka', kind: 'city' });
    expect(found.length).toBeLessThanOrEqual(8);
    expect(await places('koram')).toContainEqual({
      label: 'Koramangala, Bengaluru',
      kind: 'locality',
    });
  });

  it('offers the place a misspelling names when no name starts with it', async () => {
    expect((await places('Vijaywada'))[0]?.label).toMatch(/^Vijayawada/);
    expect(await places('qwxzv')).toEqual([]);
  });

  it('answers 400 to an empty or over-long text', async () => {
    for (const q of ['', ' ', 'x'.repeat(101)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/places?${new URLSearchParams({ q })}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
