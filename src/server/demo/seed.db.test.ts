import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGES_MAX, IMAGES_MIN } from '../../shared/constants';
import { AVAILABLE_AHEAD_DAYS, indiaDate, latestAvailableFrom } from '../../shared/listing-facts';
import { listingInputSchema, listingPageSchema } from '../../shared/schemas/listing';
import { imageFileKeys } from '../lib/images/image-store';
import type { Storage } from '../lib/storage/storage';
import { listings } from '../modules/listings/listings.table';
import { users } from '../modules/users/users.table';
import { createTestApp, type TestContext } from '../test/app';
import { insertUser } from '../test/factories';
import { factInput } from './demo-facts';
import { GENERATED_LISTINGS } from './generated-listings';
import { DEMO_LISTINGS } from './listings';
import { DEMO_OWNERS } from './owners';
import { seedDemoData } from './seed';

const LISTING_COUNT = DEMO_LISTINGS.length + GENERATED_LISTINGS.length;
/** The app's clock while seeding: the homes' "Available from" is counted from it. */
const NOW = new Date('2031-03-14T09:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Cards load the smallest variant: it must stay light. */
const CARD_IMAGE_MAX_BYTES = 40_000;

describe('seedDemoData', () => {
  let ctx: TestContext;
  let result: Awaited<ReturnType<typeof seedDemoData>>;
  const infoLines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    vi.spyOn(ctx.app.log, 'info').mockImplementation((message: unknown) => {
      infoLines.push(String(message));
    });
    // Two instances starting at once on the same database: only one loads the data.
    const deps = {
      db: ctx.database.db,
      storage: ctx.storage,
      log: ctx.app.log,
      clock: { now: () => NOW },
      photoCacheDir: process.env.DEMO_PHOTO_CACHE_DIR,
    };
    const results = await Promise.all([seedDemoData(deps), seedDemoData(deps)]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    result = results.find((r) => r !== null) ?? null;
  }, 240_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('creates the demo owners, their addresses verified', async () => {
    expect(result).toEqual({ users: DEMO_OWNERS.length, listings: LISTING_COUNT });
    const rows = await ctx.database.db.select().from(users);
    expect(rows.map((u) => u.email).sort()).toEqual(DEMO_OWNERS.map((o) => o.email).sort());
    // They may edit their homes when PUBLISH_REQUIRES_VERIFIED_EMAIL is on.
    expect(rows.every((u) => u.emailVerified)).toBe(true);
    expect(DEMO_OWNERS.length).toBeGreaterThanOrEqual(4);
    for (const owner of DEMO_OWNERS) expect(owner.email).toMatch(/^[a-z]+@demo\.homestead\.test$/);
    expect(infoLines.some((line) => line.startsWith('Loading demo data'))).toBe(true);
  });

  it('saves the generated homes, then the hand-written ones, all passing the schema', async () => {
    const rows = await ctx.database.db.select().from(listings).orderBy(asc(listings.createdAt));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.map((r) => r.name)).toEqual(
      [...GENERATED_LISTINGS, ...DEMO_LISTINGS].map((l) => l.name),
    );
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.createdAt.getTime()).toBeGreaterThan(rows[i - 1]!.createdAt.getTime());
    }
    const owners = new Set((await ctx.database.db.select().from(users)).map((u) => u.id));
    for (const row of rows) {
      // The schema drops the columns that are not a form's (id, lat, price, …).
      const parsed = listingInputSchema.safeParse({
        ...row,
        images: row.images.map((image) => image.key),
      });
      expect(parsed.error?.issues ?? [], row.name).toEqual([]);
      expect(row.images.length).toBeGreaterThanOrEqual(IMAGES_MIN);
      expect(row.images.length).toBeLessThanOrEqual(IMAGES_MAX);
      expect(owners.has(row.userId)).toBe(true);
      // In India.
      expect(row.lat).toBeGreaterThan(8);
      expect(row.lat).toBeLessThan(33);
      expect(row.lng).toBeGreaterThan(68);
      expect(row.lng).toBeLessThan(89);
    }
    expect(new Set(rows.map((r) => r.userId)).size).toBe(DEMO_OWNERS.length);
  });

  it('mixes rent and sale, with some offers below the regular price', async () => {
    const rows = await ctx.database.db.select().from(listings);
    const rent = rows.filter((r) => r.type === 'rent');
    const sale = rows.filter((r) => r.type === 'sale');
    const offers = rows.filter((r) => r.offer);
    expect(rent.length).toBeGreaterThanOrEqual(5);
    expect(sale.length).toBeGreaterThanOrEqual(5);
    expect(offers.length).toBeGreaterThanOrEqual(5);
    expect(offers.filter((r) => r.type === 'rent').length).toBeGreaterThan(0);
    expect(offers.filter((r) => r.type === 'sale').length).toBeGreaterThan(0);
    for (const row of offers) expect(row.discountedPrice!).toBeLessThan(row.regularPrice);
    for (const row of rent) {
      expect(row.regularPrice).toBeGreaterThanOrEqual(8_000);
      expect(row.regularPrice).toBeLessThanOrEqual(250_000);
    }
    for (const row of sale) {
      expect(row.regularPrice).toBeGreaterThanOrEqual(2_500_000);
      expect(row.regularPrice).toBeLessThanOrEqual(120_000_000);
    }
  });

  it("stores the homes' facts, available within a year of the seed's clock", async () => {
    const rows = await ctx.database.db.select().from(listings);
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const listing of [...DEMO_LISTINGS, ...GENERATED_LISTINGS]) {
      const row = byName.get(listing.name)!;
      const facts = listing.facts ?? {};
      expect(
        {
          area: row.area,
          areaType: row.areaType,
          floor: row.floor,
          totalFloors: row.totalFloors,
          availableFrom: row.availableFrom,
          deposit: row.deposit,
          maintenance: row.maintenance,
          tenants: row.tenants,
          amenities: row.amenities,
          description: row.description,
        },
        listing.name,
      ).toEqual({
        area: facts.area ?? null,
        areaType: facts.area === undefined ? null : (facts.areaType ?? 'carpet'),
        floor: facts.floor ?? null,
        totalFloors: facts.totalFloors ?? null,
        availableFrom: factInput(facts, NOW).availableFrom,
        deposit: facts.deposit ?? null,
        maintenance: facts.maintenance ?? null,
        tenants: facts.tenants ?? [],
        amenities: facts.amenities ?? [],
        description: facts.description ?? null,
      });
    }
    const today = indiaDate(NOW);
    const yearAgo = indiaDate(new Date(NOW.getTime() - AVAILABLE_AHEAD_DAYS * DAY_MS));
    const dates = rows.flatMap((row) => (row.availableFrom ? [row.availableFrom] : []));
    for (const date of dates) {
      expect(date >= yearAgo && date <= latestAvailableFrom(NOW), date).toBe(true);
    }
    expect(dates.some((date) => date > today)).toBe(true);
    expect(dates.some((date) => date <= today)).toBe(true);
    for (const row of rows.filter((r) => r.type === 'sale')) {
      expect([row.deposit, row.maintenance, row.tenants], row.name).toEqual([null, null, []]);
    }
    expect(rows.filter((row) => row.area === null).length).toBeGreaterThan(0);
  });

  it('stores every photo with its variants, cards staying light', async () => {
    const rows = await ctx.database.db.select().from(listings);
    const byName = new Map(rows.map((row) => [row.name, row]));
    const handWritten = DEMO_LISTINGS.map((listing) => byName.get(listing.name)!);
    const keys = handWritten.flatMap((r) => r.images.map((image) => image.key));
    expect(new Set(keys).size).toBe(keys.length);
    // A generated home shows the very photos of the hand-written one it names.
    for (const listing of GENERATED_LISTINGS) {
      expect(byName.get(listing.name)!.images).toEqual(handWritten[listing.photosOf]!.images);
    }
    for (const row of handWritten) {
      for (const image of row.images) {
        expect(image.key.startsWith(`images/${row.userId}-`)).toBe(true);
        expect([image.width, image.height]).toEqual([1600, 1200]);
        for (const file of imageFileKeys(image.key)) {
          const stored = await ctx.storage.get(file);
          expect(stored, file).not.toBeNull();
          stored!.body.destroy();
          expect(stored!.size).toBeGreaterThan(0);
          if (file.endsWith('/w320.webp')) {
            expect(stored!.contentType).toBe('image/webp');
            expect(stored!.size).toBeLessThanOrEqual(CARD_IMAGE_MAX_BYTES);
          }
        }
      }
    }
  });

  it('serves the demo listings and their photos through the API, newest first', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/listings?limit=5' });
    expect(response.statusCode).toBe(200);
    const page = listingPageSchema.parse(response.json());
    expect(page.items.map((l) => l.name)).toEqual(
      DEMO_LISTINGS.slice(-5)
        .map((l) => l.name)
        .reverse(),
    );
    const newest = DEMO_LISTINGS.at(-1)!;
    expect(page.items[0]).toMatchObject({
      area: newest.facts!.area,
      amenities: newest.facts!.amenities,
      description: newest.facts!.description,
    });
    const image = await ctx.app.inject({ method: 'GET', url: page.items[0]!.images[0]!.src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('does nothing when called again', async () => {
    const again = await seedDemoData({
      db: ctx.database.db,
      storage: ctx.storage,
      log: ctx.app.log,
    });
    expect(again).toBeNull();
    const [listingRows] = await ctx.database.db.select({ n: count() }).from(listings);
    const [userRows] = await ctx.database.db.select({ n: count() }).from(users);
    expect(listingRows?.n).toBe(LISTING_COUNT);
    expect(userRows?.n).toBe(DEMO_OWNERS.length);
  });
});

describe('seedDemoData on a database in use', () => {
  it('leaves a database that already has a user alone', async () => {
    const ctx = await createTestApp();
    try {
      await insertUser(ctx.database.db);
      const result = await seedDemoData({
        db: ctx.database.db,
        storage: ctx.storage,
        log: ctx.app.log,
      });
      expect(result).toBeNull();
      const [rows] = await ctx.database.db.select({ n: count() }).from(listings);
      expect(rows?.n).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('undoes what it saved when a photo cannot be stored, so the next start tries again', async () => {
    const ctx = await createTestApp();
    try {
      const written: string[] = [];
      let puts = 0;
      // The 5th photo fails: a few listings are saved by then.
      const failing: Storage = {
        ...ctx.storage,
        async put(key, body, contentType) {
          if (key.endsWith('/full.jpg') && ++puts === 5) throw new Error('disk full');
          written.push(key);
          await ctx.storage.put(key, body, contentType);
        },
      };
      await expect(
        seedDemoData({ db: ctx.database.db, storage: failing, log: ctx.app.log }),
      ).rejects.toThrow('disk full');
      const [listingRows] = await ctx.database.db.select({ n: count() }).from(listings);
      const [userRows] = await ctx.database.db.select({ n: count() }).from(users);
      expect([listingRows?.n, userRows?.n]).toEqual([0, 0]);
      // Only the variants written beside the failed file may be left.
      const left: string[] = [];
      for (const key of written) {
        const stored = await ctx.storage.get(key);
        if (stored) {
          stored.body.destroy();
          left.push(key);
        }
      }
      expect(written.length).toBeGreaterThan(4 * 3);
      expect(
        new Set(left.map((key) => key.slice(0, key.lastIndexOf('/')))).size,
      ).toBeLessThanOrEqual(1);
    } finally {
      await ctx.close();
    }
  }, 240_000);
});
