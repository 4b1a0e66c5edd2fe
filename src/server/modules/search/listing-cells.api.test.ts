import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { cellOf, cellsOf } from './grid-cells';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Group = Record<string, unknown>;

/** The grid's groups that hold listings, in a stable order. */
async function kept(): Promise<Group[]> {
  const result = await t.database.db.execute(sql`
    select level, cell_row, cell_col, type, bedrooms, bathrooms, furnished, parking, offer,
           listings, round(lat_sum::numeric, 6)::float8 as lat_sum,
           round(lng_sum::numeric, 6)::float8 as lng_sum
    from listing_cells where listings > 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  return (result as unknown as { rows: Group[] }).rows;
}

/** The totals per cell (listing_cell_totals) that hold listings. */
async function keptTotals(): Promise<Group[]> {
  const result = await t.database.db.execute(sql`
    select level, cell_row, cell_col, listings, round(lat_sum::numeric, 6)::float8 as lat_sum,
           round(lng_sum::numeric, 6)::float8 as lng_sum
    from listing_cell_totals where listings > 0 order by 1, 2, 3`);
  return (result as unknown as { rows: Group[] }).rows;
}

/** The groups of a kept table of the grid that hold listings, keyed by `key`, in a stable order. */
async function keptIn(table: string, key: string[]): Promise<Group[]> {
  const columns = sql.raw(key.join(', '));
  const result = await t.database.db.execute(sql`
    select ${columns}, listings, round(lat_sum::numeric, 6)::float8 as lat_sum,
           round(lng_sum::numeric, 6)::float8 as lng_sum
    from ${sql.identifier(table)} where listings > 0 order by ${columns}`);
  return (result as unknown as { rows: Group[] }).rows;
}

const cellKey = ['level', 'cell_row', 'cell_col', 'type'];
/** The price bands (listing_cell_prices) that hold listings. */
const keptPrices = () => keptIn('listing_cell_prices', [...cellKey, 'band']);
/** The tenants and amenities per coarse cell (listing_cell_facts) that hold listings. */
const keptFacts = () => keptIn('listing_cell_facts', [...cellKey, 'tenant_bits', 'amenity_bits']);
/** The area bands (listing_cell_areas) that hold listings. */
const keptAreas = () => keptIn('listing_cell_areas', [...cellKey, 'band']);
/** The amenities per city cell (listing_cell_amenities) that hold listings. */
const keptAmenities = () => keptIn('listing_cell_amenities', [...cellKey, 'amenity_bits']);

/** What the trigger kept, then the same counted again from the listings. */
async function expectGridRight() {
  const keptNow = async () => ({
    groups: await kept(),
    totals: await keptTotals(),
    prices: await keptPrices(),
    facts: await keptFacts(),
    areas: await keptAreas(),
    amenities: await keptAmenities(),
  });
  const before = await keptNow();
  await t.database.db.execute(sql`select listing_cells_rebuild()`);
  expect(before).toEqual(await keptNow());
  // A cell's total is the sum of its groups.
  const sums = new Map<string, number>();
  for (const group of before.groups) {
    const key = `${group.level} ${group.cell_row} ${group.cell_col}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(group.listings));
  }
  const totals = before.totals.map((total) => [
    `${total.level} ${total.cell_row} ${total.cell_col}`,
    Number(total.listings),
  ]);
  expect(Object.fromEntries(totals)).toEqual(Object.fromEntries(sums));
}

describe("the grid's counts (listing_cells)", () => {
  it('follow every insert, edit and delete, a removed owner included', async () => {
    const owner = await insertUser(t.database.db);
    const other = await insertUser(t.database.db);
    const pune = await insertListing(t.database.db, owner.id, { bedrooms: 7, bathrooms: 6 });
    const delhi = await insertListing(t.database.db, owner.id, { lat: 28.61, lng: 77.21 });
    await insertListing(t.database.db, other.id, { type: 'sale', regularPrice: 9_000_000 });
    await expectGridRight();
    expect((await kept()).filter((group) => group.level === 4)).toHaveLength(3);

    // Moved to Mumbai, with one bedroom fewer and parking.
    await t.database.db
      .update(listings)
      .set({ lat: 19.07, lng: 72.88, bedrooms: 6, parking: true })
      .where(eq(listings.id, pune.id));
    await expectGridRight();
    // Only the name: nothing moves.
    await t.database.db
      .update(listings)
      .set({ name: 'A New Name For It' })
      .where(eq(listings.id, delhi.id));
    await expectGridRight();
    // A new price, then an offer: the listing moves to another price band.
    await t.database.db
      .update(listings)
      .set({ regularPrice: 90_000 })
      .where(eq(listings.id, delhi.id));
    await expectGridRight();
    await t.database.db
      .update(listings)
      .set({ offer: true, discountedPrice: 45_000 })
      .where(eq(listings.id, delhi.id));
    await expectGridRight();
    expect((await keptPrices()).filter((band) => band.level === -1)).toHaveLength(3);
    // New tenants and amenities: the listing moves to other groups of listing_cell_facts.
    await t.database.db
      .update(listings)
      .set({ tenants: ['bachelors'], amenities: ['lift', 'pool'] })
      .where(eq(listings.id, delhi.id));
    await expectGridRight();
    expect((await keptFacts()).filter((group) => group.level === 1)).toContainEqual(
      expect.objectContaining({ tenant_bits: 2, amenity_bits: 17, listings: 1 }),
    );
    expect(await keptAmenities()).toContainEqual(
      expect.objectContaining({ level: 4, amenity_bits: 17, listings: 1 }),
    );
    // An area, then another, then none: the listing moves between area bands, then leaves them.
    for (const area of [1150, 2400, null]) {
      await t.database.db
        .update(listings)
        .set({ area, areaType: area === null ? null : 'carpet' })
        .where(eq(listings.id, delhi.id));
      await expectGridRight();
    }
    await t.database.db
      .update(listings)
      .set({ area: 900, areaType: 'built_up' })
      .where(eq(listings.id, delhi.id));
    await expectGridRight();
    // One band a level: 2°, 0.5° and 1/16°.
    expect((await keptAreas()).map((band) => band.level)).toEqual([-1, 1, 4]);

    await t.database.db.delete(listings).where(eq(listings.id, delhi.id));
    await t.database.db.delete(users).where(eq(users.id, owner.id));
    await expectGridRight();
    const groups = await kept();
    expect(groups.map((group) => group.listings)).toEqual([1, 1, 1]);
    expect(groups[0]).toMatchObject({ type: 'sale', bedrooms: 2, bathrooms: 1 });
  });

  it('count listed listings only: a rented, hidden or expired one leaves them, and comes back', async () => {
    const owner = await insertUser(t.database.db);
    const home = await insertListing(t.database.db, owner.id, { lat: 12.97, lng: 77.59 });
    await insertListing(t.database.db, owner.id, { lat: 12.98, lng: 77.6 });
    const counted = async () =>
      (await keptTotals())
        .filter((total) => total.level === 4)
        .reduce((n, g) => n + Number(g.listings), 0);
    const before = await counted();
    for (const column of ['closedAt', 'hiddenAt', 'expiredAt'] as const) {
      await t.database.db
        .update(listings)
        .set({ [column]: new Date() })
        .where(eq(listings.id, home.id));
      await expectGridRight();
      expect(await counted()).toBe(before - 1);
      // Moved while out of the lists: counted nowhere, then where it is now.
      await t.database.db
        .update(listings)
        .set({ lat: 13.2, bedrooms: 3 })
        .where(eq(listings.id, home.id));
      await expectGridRight();
      await t.database.db
        .update(listings)
        .set({ [column]: null })
        .where(eq(listings.id, home.id));
      await expectGridRight();
      expect(await counted()).toBe(before);
    }
    // Deleted while out of the lists: nothing to take away twice.
    await t.database.db
      .update(listings)
      .set({ closedAt: new Date() })
      .where(eq(listings.id, home.id));
    await t.database.db.delete(listings).where(eq(listings.id, home.id));
    await expectGridRight();
    expect(await counted()).toBe(before - 1);
  });

  it('keep bedrooms past five as "5+" and bathrooms past four as "4+"', async () => {
    const owner = await insertUser(t.database.db);
    await insertListing(t.database.db, owner.id, { bedrooms: 12, bathrooms: 9, lat: 9.93 });
    const groups = await kept();
    expect(groups.find((group) => group.bedrooms === 5)).toMatchObject({ bathrooms: 4 });
    expect(groups.some((group) => Number(group.bedrooms) > 5)).toBe(false);
  });

  it("number a listing's cell as the search reads it, on every side of the globe", async () => {
    const owner = await insertUser(t.database.db);
    for (const [lat, lng] of [
      [12.9716, 77.5946],
      [-33.8688, 151.2093],
      [64.1466, -21.9426],
      [-90, -180],
      [90, 180],
      [0, 0],
    ] as const) {
      const listing = await insertListing(t.database.db, owner.id, { lat, lng });
      expect(listing.cell, `${lat}, ${lng}`).toBe(cellOf(lat, lng));
      expect(cellsOf([lng, lat, lng, lat]).map(({ cell }) => cell)).toEqual([listing.cell]);
    }
  });
});
