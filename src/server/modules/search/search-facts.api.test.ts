import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { PinsAnswer, PinsQuery, SearchPage } from '../../../shared/schemas/search';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { searchPage, searchServiceOf } from '../../test/search';
import { createPlaceFinder } from '../../lib/geocoder';
import { criteriaOf } from './search-criteria';
import { planPins } from './search-plan';
import type { NewListingRow } from '../listings/listings.table';

let t: TestContext;

/** Koramangala, Bengaluru: every home stands around it, a few metres apart. */
const near = (i: number) => ({
  lat: 12.9352 + i * 0.0005,
  lng: 77.6245 + i * 0.0005,
  location: `${i} 5th Block, Koramangala, Bengaluru`,
});

interface Home extends Partial<NewListingRow> {
  name: string;
}
const area = (sqft: number) => ({ area: sqft, areaType: 'carpet' as const });

/**
 * Each filter's limits on both sides: 799/800 and 1,500/1,501 square feet, available before, on
 * and after 2026-12-10, each tenant, amenity sets; and homes with no facts at all.
 */
const homes: Home[] = [
  {
    name: 'Home A 800 anyone lift gym',
    ...area(800),
    regularPrice: 30_000,
    amenities: ['lift', 'gym'],
  },
  {
    name: 'Home B 1500 family lift',
    ...area(1500),
    regularPrice: 45_000,
    tenants: ['family'],
    amenities: ['lift'],
    availableFrom: '2026-12-10',
  },
  {
    name: 'Home C 799 bachelors company',
    ...area(799),
    regularPrice: 20_000,
    tenants: ['bachelors', 'company'],
    amenities: ['lift', 'gym', 'pool'],
    availableFrom: '2026-01-01',
  },
  { name: 'Home D no area family', regularPrice: 25_000, tenants: ['family'] },
  {
    name: 'Home E sale 1501 later',
    type: 'sale',
    ...area(1501),
    regularPrice: 12_000_000,
    amenities: ['lift', 'power-backup', 'security', 'gym'],
    availableFrom: '2027-03-01',
  },
  {
    name: 'Home F sale 1200 offer',
    type: 'sale',
    ...area(1200),
    regularPrice: 9_000_000,
    offer: true,
    discountedPrice: 8_400_000,
  },
  { name: 'Home G sale no facts', type: 'sale', regularPrice: 5_000_000 },
];
const ids = new Map<string, string>();
const letter = (name: string) => name.split(' ')[1]!;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await insertUser(t.database.db);
  for (const [i, home] of homes.entries()) {
    const row = await insertListing(t.database.db, owner.id, { ...near(i), ...home });
    ids.set(row.name, row.id);
  }
}, 60_000);
afterAll(() => t.close());

const search = (query: string) => searchPage(t, query);
/** The letters of the homes a search finds, in its order, and its count. */
async function found(query: string) {
  const page = await search(`${query}&limit=50`);
  expect(page.total, query).toBe(page.items.length);
  return page.items.map((item) => letter(item.name));
}
const sorted = (letters: string[]) => [...letters].sort();

describe('GET /api/search by the listing facts', () => {
  it('keeps an area between its bounds, both inclusive; a home without an area is left out', async () => {
    expect(sorted(await found('minArea=800'))).toEqual(['A', 'B', 'E', 'F']);
    expect(sorted(await found('maxArea=1500'))).toEqual(['A', 'B', 'C', 'F']);
    expect(sorted(await found('minArea=800&maxArea=1500'))).toEqual(['A', 'B', 'F']);
    expect(sorted(await found('minArea=1501&maxArea=1501'))).toEqual(['E']);
    expect(await found('minArea=1502&maxArea=99999')).toEqual([]);
    // Around a place too (its cells are read one by one).
    expect(sorted(await found('q=Koramangala&minArea=800&maxArea=1500'))).toEqual(['A', 'B', 'F']);
  });

  it('finds homes available by a day: on it, before it, or with no date', async () => {
    const all = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(sorted(await found('availableBy=2026-12-10'))).toEqual(all.filter((l) => l !== 'E'));
    expect(sorted(await found('availableBy=2026-12-09'))).toEqual(
      all.filter((l) => l !== 'E' && l !== 'B'),
    );
    expect(sorted(await found('availableBy=2027-03-01'))).toEqual(all);
  });

  it('finds rents that prefer the tenant or state no preference, never a sale', async () => {
    expect(sorted(await found('tenant=family'))).toEqual(['A', 'B', 'D']);
    expect(sorted(await found('tenant=bachelors'))).toEqual(['A', 'C']);
    expect(sorted(await found('tenant=company&type=rent'))).toEqual(['A', 'C']);
    expect(await found('tenant=family&type=sale')).toEqual([]);
  });

  it('finds homes with every amenity asked', async () => {
    expect(sorted(await found('amenities=lift'))).toEqual(['A', 'B', 'C', 'E']);
    expect(sorted(await found('amenities=gym,lift'))).toEqual(['A', 'C', 'E']);
    expect(sorted(await found('amenities=pool'))).toEqual(['C']);
    expect(await found('amenities=piped-gas')).toEqual([]);
    expect(sorted(await found('amenities=lift&tenant=bachelors&maxArea=800'))).toEqual(['A', 'C']);
  });

  it('sorts by area, largest first, and by price per sq ft, lowest first; homes without an area last', async () => {
    // D and G have no area: last, the later id first (the area sort breaks ties by id, descending).
    const noArea = ['D', 'G'].sort((a, b) => (ids.get(nameOf(a))! > ids.get(nameOf(b))! ? -1 : 1));
    expect(await found('sort=area_desc')).toEqual(['E', 'B', 'F', 'A', 'C', ...noArea]);
    // C ₹25.03, B ₹30, A ₹37.5, F ₹7,000 (its offer's price), E ₹7,995; then no area, id ascending.
    expect(await found('sort=ppsf_asc')).toEqual(['C', 'B', 'A', 'F', 'E', ...noArea.reverse()]);
    expect(await found('q=Koramangala&type=sale&sort=ppsf_asc')).toEqual(['F', 'E', 'G']);
  });

  it('pages through both sorts two at a time across the homes without an area, and around a place', async () => {
    for (const query of [
      'sort=area_desc',
      'sort=ppsf_asc',
      'q=Koramangala&sort=area_desc',
      'q=Koramangala&sort=ppsf_asc',
      'sort=area_desc&minArea=0',
    ]) {
      const whole = await found(query);
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchPage = await search(
          `${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        paged.push(...page.items.map((item) => letter(item.name)));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged, query).toEqual(whole);
    }
  });

  it('answers 400 with a clear message to bad facts, and never a 5xx', async () => {
    const areaCursor = (await search('sort=area_desc&limit=1')).nextCursor!;
    const forged = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const id = ids.get(nameOf('A'))!;
    for (const [query, message] of [
      ['minArea=1500&maxArea=800', 'The minimum area is above the maximum.'],
      ['minArea=-1', 'Enter the area in whole square feet.'],
      ['maxArea=12.5', 'Enter the area in whole square feet.'],
      ['minArea=many', 'Enter the area in whole square feet.'],
      ['tenant=students', 'Tenant is one of family, bachelors, company.'],
      ['amenities=lift,sauna', expect.stringMatching(/^Amenities are a comma list of lift/)],
      ['availableBy=2026-02-30', 'Available by is a day written YYYY-MM-DD.'],
      ['availableBy=10-12-2026', 'Available by is a day written YYYY-MM-DD.'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json<ApiErrorBody>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.[0]?.message, query).toEqual(message);
    }
    for (const query of [
      `sort=ppsf_asc&cursor=${areaCursor}`,
      `sort=price_desc&cursor=${areaCursor}`,
      `sort=area_desc&cursor=${forged(`r|abc|${id}`)}`,
      `sort=area_desc&cursor=${forged(`r|-2|${id}`)}`,
      `sort=area_desc&cursor=${forged(`r|100001|${id}`)}`,
      `sort=ppsf_asc&cursor=${forged(`p|NaN|${id}`)}`,
      `sort=ppsf_asc&cursor=${forged(`p|-Infinity|${id}`)}`,
      `sort=ppsf_asc&cursor=${forged(`p|1e400|${id}`)}`,
      `sort=ppsf_asc&cursor=${forged(`p|7000.000|${id}`)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    // The cursor a page ends with on a home without an area resumes it.
    const lastPage = await search(`sort=ppsf_asc&cursor=${forged(`p|Infinity|${id}`)}`);
    expect(lastPage.items.every((item) => item.area === null)).toBe(true);
  });
});

/** The search service on the test database, one home alone drawn as a pin, more as clusters. */
const searchService = () => searchServiceOf(t, { maxPins: 1 });

describe('GET /api/search/pins by the listing facts', () => {
  const koramangala = 'bbox=77.6,12.9,77.65,12.96';
  const india = 'bbox=68,6.5,97.5,36';
  const pins = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search/pins?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PinsAnswer>();
  };

  it('draws only the homes the facts let through', async () => {
    const answer = await pins(`${koramangala}&amenities=pool`);
    expect(answer.pins.map((pin) => letter(pin.name))).toEqual(['C']);
    expect((await pins(`${india}&minArea=800&maxArea=1500`)).total).toBe(3);
  });

  it('counts clusters from the kept masks over a country, from the listings for other facts', async () => {
    const service = searchService();
    const query = (more: Partial<PinsQuery>): PinsQuery => ({
      bbox: [68, 6.5, 97.5, 36],
      ...more,
    });
    // All India: without facts the kept counts answer; a tenant or amenities from the kept masks,
    // alike the listings counted one by one (an "available by" far ahead lets every home through).
    expect((await service.pins(query({}))).total).toBe(homes.length);
    const fromListings = { availableBy: '2099-12-31' };
    const asked: [Partial<PinsQuery>, number][] = [
      [{ tenant: 'family' }, 3],
      [{ amenities: ['lift', 'gym'] }, 3],
      [{ type: 'rent', tenant: 'company', amenities: ['pool'] }, 1],
      [{ type: 'sale', tenant: 'family' }, 0],
    ];
    for (const [facts, total] of asked) {
      const kept = await service.pins(query(facts));
      expect(kept.total, JSON.stringify(facts)).toBe(total);
      expect(kept.clusters).toEqual(
        (await service.pins(query({ ...facts, ...fromListings }))).clusters,
      );
    }
    expect((await service.pins(query({ availableBy: '2026-12-09' }))).total).toBe(5);
    // A city's box, clustered on a fine grid.
    const city = await service.pins({
      ...query({ minArea: 800 }),
      bbox: [77.6, 12.9, 77.65, 12.96],
    });
    expect(city.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(4);
  });

  it("counts a country's or a city's homes by area from the kept bands, a city's amenities from its kept sets, exactly", async () => {
    const service = searchService();
    const total = (answer: PinsAnswer) =>
      answer.pins.length + answer.clusters.reduce((sum, c) => sum + c.count, 0);
    const india: PinsQuery['bbox'] = [68, 6.5, 97.5, 36];
    const bengaluru: PinsQuery['bbox'] = [77.35, 12.75, 77.85, 13.2];
    // A multiple of 50 is a band of its own (800, 1,500), the values between the next (799 and
    // 801 are in two, 1,499 and 1,501 too); past 10,000 sq ft, of 1,000. Each bound at a home's
    // area and a foot either side; a bound of 0; a type.
    const asked: Partial<PinsQuery>[] = [
      { minArea: 800, maxArea: 1500 },
      { minArea: 799 },
      { minArea: 801 },
      { maxArea: 1500 },
      { maxArea: 1499 },
      { minArea: 1501, maxArea: 1501 },
      { minArea: 0 },
      { maxArea: 0 },
      { minArea: 780, maxArea: 1_234 },
      { maxArea: 12_345 },
      { type: 'sale', minArea: 1000 },
      { amenities: ['lift', 'gym'] },
      { type: 'rent', amenities: ['pool'] },
    ];
    const places = createPlaceFinder();
    for (const bbox of [india, bengaluru]) {
      for (const facts of asked) {
        const what = JSON.stringify({ bbox, ...facts });
        // Read from the kept rows; an "available by" far ahead lets every home through, and is
        // read from the listings.
        const kept = (query: PinsQuery) => planPins(criteriaOf(query, places).criteria!, bbox).kept;
        expect(kept({ bbox, ...facts }), what).toBeDefined();
        const fromListings: PinsQuery = { bbox, ...facts, availableBy: '2099-12-31' };
        expect(kept(fromListings), what).toBeUndefined();
        const counted = await service.pins(fromListings);
        expect(total(await service.pins({ bbox, ...facts })), what).toBe(total(counted));
      }
    }
    expect(total(await service.pins({ bbox: bengaluru, minArea: 800, maxArea: 1500 }))).toBe(3);
    expect(total(await service.pins({ bbox: bengaluru, minArea: 0 }))).toBe(5);
    expect(total(await service.pins({ bbox: bengaluru, amenities: ['gym'] }))).toBe(3);
  });
});

function nameOf(l: string): string {
  return homes.find((home) => letter(home.name) === l)!.name;
}
