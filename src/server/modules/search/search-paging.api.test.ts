import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing';
import type { SearchPage } from '../../../shared/schemas/search';
import { SEARCH_SORTS, type SearchSort } from '../../../shared/search-filters';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { searchPage } from '../../test/search';
import { listings } from '../listings/listings.table';

let t: TestContext;
let ownerId: string;
let made = 0;

/** A home with a price and rooms drawn from `seed`, around Pune. */
async function addHome(seed: number) {
  made++;
  const offer = seed % 5 === 0;
  const regularPrice = 10_000 + (seed % 7) * 5_000;
  return insertListing(t.database.db, ownerId, {
    type: seed % 3 === 0 ? 'sale' : 'rent',
    bedrooms: 1 + (seed % 4),
    offer,
    regularPrice,
    discountedPrice: offer ? regularPrice - 2_000 : null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (seed % 11) * 60_000 + made),
    // A third without an area (they come last in the facts' sorts); areas that tie, too.
    ...(seed % 3 === 1 ? {} : { area: 600 + (seed % 4) * 200, areaType: 'carpet' as const }),
    // Around Pune, over several cells of the grid a place's search merges.
    lat: 18.52 + (seed % 5) * 0.07,
    lng: 73.85 + (seed % 3) * 0.07,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await insertUser(t.database.db)).id;
  for (let i = 0; i < 30; i++) await addHome(i * 7919);
}, 60_000);
afterAll(() => t.close());

const page = (query: string) => searchPage(t, query);

/** Every match of a search, through all its pages (nothing changes meanwhile). */
async function everything(query: string): Promise<Listing[]> {
  const all: Listing[] = [];
  let cursor: string | null = null;
  do {
    const result: SearchPage = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    all.push(...result.items);
    cursor = result.nextCursor;
  } while (cursor);
  return all;
}

const pricePaid = (l: Listing) => (l.offer ? l.discountedPrice! : l.regularPrice);
/** A sort's value for the facts' sorts; without an area, after every other. */
const areaKey = (l: Listing) => l.area ?? -1;
const ppsfKey = (l: Listing) => (l.area === null ? Infinity : pricePaid(l) / l.area);
/** Whether `b` may come after `a` in the order of `sort`. */
function inOrder(sort: SearchSort, a: Listing, b: Listing): boolean {
  if (sort === 'newest') {
    return a.timestamp > b.timestamp || (a.timestamp === b.timestamp && a.id > b.id);
  }
  if (sort === 'area_desc') {
    const [ka, kb] = [areaKey(a), areaKey(b)];
    return ka > kb || (ka === kb && a.id > b.id);
  }
  if (sort === 'ppsf_asc') {
    const [ka, kb] = [ppsfKey(a), ppsfKey(b)];
    return ka < kb || (ka === kb && a.id < b.id);
  }
  const [pa, pb] = [pricePaid(a), pricePaid(b)];
  if (pa === pb) return sort === 'price_asc' ? a.id < b.id : a.id > b.id;
  return sort === 'price_asc' ? pa < pb : pa > pb;
}

describe('Load More through any search', () => {
  it('shows every matching listing exactly once, in order, while listings come and go', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SEARCH_SORTS),
        fc.constantFrom(
          '',
          'type=rent',
          'beds=2,3',
          'maxPrice=30000',
          'offer=1',
          'minPrice=20000',
          'minArea=700&maxArea=1000',
          'q=Pune',
          'bbox=73.8,18.5,73.95,18.7&beds=1,2,3',
        ),
        fc.array(fc.tuple(fc.boolean(), fc.nat(1_000_000)), { minLength: 1, maxLength: 6 }),
        async (sort, filter, changes) => {
          const base = `sort=${sort}&limit=4${filter ? `&${filter}` : ''}`;
          const before = await everything(base.replace('limit=4', 'limit=50'));
          const shown: Listing[] = [];
          const added = new Set<string>();
          const removed = new Set<string>();
          let cursor: string | null = null;
          let step = 0;
          do {
            const result: SearchPage = await page(`${base}${cursor ? `&cursor=${cursor}` : ''}`);
            shown.push(...result.items);
            cursor = result.nextCursor;
            // Between pages: a new listing, or one of the first matches deleted.
            const [add, seed] = changes[step++ % changes.length]!;
            if (add) added.add((await addHome(seed)).id);
            else {
              const victim = before[seed % before.length];
              if (victim && !removed.has(victim.id)) {
                await t.database.db.delete(listings).where(eq(listings.id, victim.id));
                removed.add(victim.id);
              }
            }
          } while (cursor);

          const ids = shown.map((l) => l.id);
          expect(new Set(ids).size, 'no listing twice').toBe(ids.length);
          for (let i = 1; i < shown.length; i++) {
            expect(inOrder(sort, shown[i - 1]!, shown[i]!), `order at ${i}`).toBe(true);
          }
          const kept = before.filter((l) => !removed.has(l.id)).map((l) => l.id);
          for (const id of kept) expect(ids, 'every match that stayed').toContain(id);
          // What is shown matched at the start or was added meanwhile.
          for (const id of ids) expect(before.some((l) => l.id === id) || added.has(id)).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
