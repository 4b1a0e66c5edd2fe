import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxAround } from '../../../shared/geo-distance';
import { AMENITIES, AREA_TYPES, TENANTS } from '../../../shared/listing-facts';
import type { SearchSort } from '../../../shared/search-filters';
import { createTestApp, type TestContext } from '../../test/app';
import { buildListing, insertUser } from '../../test/factories';
import { listings, type ListingRow, type NewListingRow } from '../listings/listings.table';
import { pageInCells } from './cell-page';
import { cellQuery } from './cell-filters';
import { createCellSearch } from './cell-search';
import { createCellSearchRepository } from './cell-search.repository';
import { createCellStore } from './cell-store';
import { listingCellVersions } from './listing-cell-versions.table';
import type { SearchCriteria } from './search-criteria';
import type { SearchCursor } from './search-cursor';
import { planSearch } from './search-plan';
import { createSearchRepository } from './search.repository';

let t: TestContext;
const KOCHI = { lat: 9.93, lng: 76.27 };
const SORTS: SearchSort[] = ['newest', 'price_asc', 'price_desc', 'area_desc', 'ppsf_asc'];

/** A small generator with a seed, so that a failure can be run again. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const some = <T>(items: readonly T[], chance: number) => items.filter(() => next() < chance);
  return { next, int, pick, some };
}

/** A listing near Kochi with a random mix of facts, ties in price, area and date included. */
function randomListing(r: ReturnType<typeof randomFrom>, userId: string): NewListingRow {
  const type = r.next() < 0.6 ? 'rent' : 'sale';
  const regularPrice = type === 'rent' ? r.int(5, 60) * 1_000 : r.int(20, 300) * 100_000;
  const offer = r.next() < 0.2;
  const area = r.next() < 0.15 ? null : r.int(3, 30) * 100;
  const day = r.int(0, 20);
  return buildListing(userId, {
    type,
    regularPrice,
    offer,
    discountedPrice: offer ? regularPrice - 1_000 : null,
    bedrooms: r.int(1, 7),
    bathrooms: r.int(1, 4),
    furnished: r.next() < 0.5,
    parking: r.next() < 0.5,
    area,
    areaType: area === null ? null : r.pick(AREA_TYPES),
    availableFrom: r.next() < 0.5 ? null : `2026-12-${String(r.int(1, 28)).padStart(2, '0')}`,
    tenants: type === 'rent' ? r.some(TENANTS, 0.3) : [],
    amenities: r.some(AMENITIES, 0.4),
    lat: KOCHI.lat + (r.next() - 0.5) * 0.5,
    lng: KOCHI.lng + (r.next() - 0.5) * 0.5,
    createdAt: new Date(Date.UTC(2026, 10, 1 + day, r.int(0, 2))),
  });
}

/** Random criteria: some filters, Kochi's place within a distance, sometimes a map box too. */
function randomCriteria(r: ReturnType<typeof randomFrom>): SearchCriteria {
  const near = { ...KOCHI, radiusKm: r.int(3, 20) };
  const minArea = r.next() < 0.3 ? r.int(3, 20) * 100 : undefined;
  return {
    type: r.next() < 0.5 ? r.pick(['rent', 'sale'] as const) : undefined,
    minPrice: r.next() < 0.2 ? r.int(5, 40) * 1_000 : undefined,
    maxPrice: r.next() < 0.2 ? r.int(20, 200) * 10_000 : undefined,
    beds: r.next() < 0.3 ? r.some([1, 2, 3, 4, 5], 0.4) : [],
    baths: r.next() < 0.2 ? r.int(1, 4) : undefined,
    furnished: r.next() < 0.2,
    parking: r.next() < 0.2,
    offer: r.next() < 0.1,
    minArea,
    maxArea: r.next() < 0.2 ? (minArea ?? 0) + r.int(0, 15) * 100 : undefined,
    availableBy: r.next() < 0.2 ? `2026-12-${String(r.int(1, 28)).padStart(2, '0')}` : undefined,
    tenant: r.next() < 0.2 ? r.pick(TENANTS) : undefined,
    amenities: r.next() < 0.3 ? r.some(AMENITIES, 0.3) : [],
    boxes: [
      boxAround(near, near.radiusKm),
      ...(r.next() < 0.3
        ? [
            [
              KOCHI.lng - r.next() * 0.2,
              KOCHI.lat - r.next() * 0.2,
              KOCHI.lng + r.next() * 0.2,
              KOCHI.lat + r.next() * 0.2,
            ] as [number, number, number, number],
          ]
        : []),
    ],
    near,
  };
}

/** Where a page ends, as the search service makes its cursor. */
function cursorAfter(row: ListingRow, sort: SearchSort): SearchCursor {
  if (sort === 'newest') return { sort, createdAt: row.createdAt.toISOString(), id: row.id };
  if (sort === 'area_desc') return { sort, area: row.areaSort, id: row.id };
  if (sort === 'ppsf_asc') return { sort, ppsf: row.ppsfSort, id: row.id };
  return { sort, price: row.price, id: row.id };
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await insertUser(t.database.db);
  const r = randomFrom(35);
  const rows = Array.from({ length: 700 }, () => randomListing(r, owner.id));
  await t.database.db.insert(listings).values(rows);
  // Some not listed: the columns hold only the listed.
  await t.database.db
    .update(listings)
    .set({ closedAt: new Date() })
    .where(sql`${listings.id} in (select id from ${listings} order by id limit 40)`);
});
afterAll(() => t.close());

describe('a place searched in memory', () => {
  it('finds the same pages and counts as the SQL, for random filters, places, sorts and cursors', async () => {
    const sqlSearch = createSearchRepository(t.database.db);
    const memory = createCellSearchRepository(t.database.db);
    const r = randomFrom(2026);
    let compared = 0;
    for (let round = 0; round < 250; round++) {
      const criteria = randomCriteria(r);
      const sort = r.pick(SORTS);
      const limit = r.int(1, 12);
      let after: SearchCursor | undefined;
      for (let pageNumber = 0; pageNumber < 3; pageNumber++) {
        const { page } = planSearch(criteria, { sort, limit, after });
        expect(page.by).toBe('cells');
        const cells = page.cells!;
        const columns = await memory.read(cells.map(({ cell }) => cell));
        const searched = columns.map((c, i) => ({ columns: c, inside: cells[i]!.inside }));
        const q = cellQuery(criteria);
        const expected = await sqlSearch.page(criteria, page);
        // Gathered under the cap, walked past it (a cap of 20 walks most of these).
        const { ids, counted } = pageInCells(searched, q, sort, page.rows, after, 100_000);
        const walked = pageInCells(searched, q, sort, page.rows, after, 20);
        const context = JSON.stringify({ criteria, sort, after });
        expect(ids, context).toEqual(expected.map((l) => l.id));
        expect(walked.ids, context).toEqual(ids);
        if (!after) {
          expect(counted, context).toBe(await sqlSearch.count(criteria, cells, 100_000));
          expect(walked.counted > 20 || walked.counted === counted, context).toBe(true);
        }
        compared++;
        if (expected.length <= limit) break;
        after = cursorAfter(expected[limit - 1]!, sort);
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('answers only from cells whose versions it read, and reads a cell again once written', async () => {
    const db = t.database.db;
    const repository = createCellSearchRepository(db);
    const store = createCellStore({ read: repository.read, budget: 100_000, onError: () => {} });
    const search = createCellSearch({ store, repository });
    const sqlSearch = createSearchRepository(db);
    const criteria = { ...randomCriteria(randomFrom(7)), type: 'rent' as const };
    const plan = planSearch(criteria, { sort: 'price_asc', limit: 5, after: undefined });
    const expectSameAsSql = async () => {
      const found = await search.search(criteria, plan, 100_000);
      expect(found?.rows.map((row) => row.id)).toEqual(
        (await sqlSearch.page(criteria, plan.page)).map((row) => row.id),
      );
      expect(found?.counted).toBe(await sqlSearch.count(criteria, plan.page.cells, 100_000));
      return found!;
    };
    // Not kept yet: the SQL answers while the cells are read.
    expect(await search.search(criteria, plan, 100_000)).toBeUndefined();
    await store.settled();
    const first = await expectSameAsSql();
    expect(store.listings).toBeGreaterThan(0);

    // The cheapest rent on the page gets dearer: its cell's version moves.
    const cheapest = first.rows[0]!;
    const [before] = await db
      .select()
      .from(listingCellVersions)
      .where(eq(listingCellVersions.cell, cheapest.cell));
    await db.update(listings).set({ regularPrice: 59_000 }).where(eq(listings.id, cheapest.id));
    const [afterWrite] = await db
      .select()
      .from(listingCellVersions)
      .where(eq(listingCellVersions.cell, cheapest.cell));
    expect(afterWrite!.version).not.toBe(before!.version);
    expect(await search.search(criteria, plan, 100_000)).toBeUndefined();
    expect(await search.search(criteria, plan, 100_000)).toBeUndefined();
    await store.settled();
    const again = await expectSameAsSql();
    // Gone from the cheapest, or there at its new price: never as it was.
    expect(again.rows.find((row) => row.id === cheapest.id)?.price ?? 59_000).toBe(59_000);
  });

  it("moves a cell's version only for what a search reads, and for each kind of write", async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const versionOf = async (cell: number) =>
      (await db.select().from(listingCellVersions).where(eq(listingCellVersions.cell, cell)))[0]
        ?.version;
    const [home] = await db
      .insert(listings)
      .values(buildListing(owner.id, { lat: 12.97, lng: 77.59 }))
      .returning();
    const inserted = await versionOf(home!.cell);
    expect(inserted).toBeDefined();
    // A renewal or a reminder changes nothing a search reads.
    await db.update(listings).set({ renewedAt: new Date() }).where(eq(listings.id, home!.id));
    expect(await versionOf(home!.cell)).toBe(inserted);
    // A move to another cell moves both.
    await db.update(listings).set({ lat: 13.2 }).where(eq(listings.id, home!.id));
    const moved = await db.select().from(listings).where(eq(listings.id, home!.id));
    expect(await versionOf(home!.cell)).not.toBe(inserted);
    const arrived = await versionOf(moved[0]!.cell);
    expect(arrived).toBeDefined();
    await db.update(listings).set({ expiredAt: new Date() }).where(eq(listings.id, home!.id));
    const expired = await versionOf(moved[0]!.cell);
    expect(expired).not.toBe(arrived);
    await db.delete(listings).where(inArray(listings.id, [home!.id]));
    expect(await versionOf(moved[0]!.cell)).not.toBe(expired);
  });
});
