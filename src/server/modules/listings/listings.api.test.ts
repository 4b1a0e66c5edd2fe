import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { Listing, ListingPage } from '../../../shared/schemas/listing';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';

let t: TestContext;
let ownerId: string;
let otherId: string;
/** Newest first, as the API should return them. */
const rent: string[] = [];
const sale: string[] = [];
const offers: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  ownerId = (await insertUser(db)).id;
  otherId = (await insertUser(db)).id;
  const base = Date.now() - 1_000_000;
  // 25 listings, one second apart; every third is for sale, every fourth has an offer.
  for (let i = 0; i < 25; i++) {
    const type = i % 3 === 0 ? 'sale' : 'rent';
    const offer = i % 4 === 0;
    const row = await insertListing(db, i % 2 ? ownerId : otherId, {
      type,
      offer,
      regularPrice: 100_000,
      discountedPrice: offer ? 90_000 : null,
      createdAt: new Date(base + i * 1000),
    });
    (type === 'rent' ? rent : sale).unshift(row.id);
    if (offer) offers.unshift(row.id);
  }
});

afterAll(async () => {
  await t.close();
});

async function page(query: string): Promise<ListingPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Follows nextCursor with the given page sizes until the end. */
async function walk(query: string, first: number, more: number): Promise<string[]> {
  const ids: string[] = [];
  let result = await page(`${query}&limit=${first}`);
  ids.push(...result.items.map((l) => l.id));
  while (result.nextCursor) {
    result = await page(`${query}&limit=${more}&cursor=${result.nextCursor}`);
    ids.push(...result.items.map((l) => l.id));
  }
  return ids;
}

describe('GET /api/listings', () => {
  it('lists a category newest first and pages through it with the cursor, without gaps', async () => {
    expect(await walk('type=rent', 10, 2)).toEqual(rent);
    expect(await walk('type=sale', 10, 2)).toEqual(sale);
  });

  it('says whether more exist: no cursor on the last page', async () => {
    const all = await page(`type=rent&limit=${rent.length}`);
    expect(all.items).toHaveLength(rent.length);
    expect(all.nextCursor).toBeNull();
    const short = await page(`type=rent&limit=${rent.length - 1}`);
    expect(short.nextCursor).not.toBeNull();
  });

  it('lists offers newest first, 2 then 10', async () => {
    expect(await walk('offer=true', 2, 10)).toEqual(offers);
  });

  it("lists an owner's listings", async () => {
    const result = await page(`owner=${ownerId}&limit=50`);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((l) => l.userRef === ownerId)).toBe(true);
  });

  it('returns the newest first without filters (Explore)', async () => {
    const result = await page('limit=5');
    const timestamps = result.items.map((l) => Date.parse(l.timestamp));
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
    expect(result.items).toHaveLength(5);
  });

  it('describes each listing with the product fields and responsive images', async () => {
    const { items } = await page('offer=true&limit=1');
    const listing = items[0]!;
    expect(listing).toMatchObject({
      offer: true,
      regularPrice: 100_000,
      discountedPrice: 90_000,
      geoLocation: { lat: 18.52, lng: 73.85 },
    });
    expect(listing.imgUrls[0]).toMatch(/^\/images\/.+\/full\.jpg$/);
    expect(listing.images[0]!.srcSet).toContain('320w');
  });

  it.each([
    ['type=villa', 'VALIDATION_FAILED'],
    ['limit=0', 'VALIDATION_FAILED'],
    ['limit=51', 'VALIDATION_FAILED'],
    ['offer=maybe', 'VALIDATION_FAILED'],
    ['cursor=not-a-cursor', 'INVALID_CURSOR'],
  ])('rejects %s with a 400 JSON error', async (query, code) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
  });

  it('names every broken query parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/listings?type=villa&limit=0' });
    const { error } = response.json<ApiErrorBody>();
    expect(error.issues?.map((issue) => issue.path)).toEqual([['type'], ['limit']]);
    expect(error.message).toBe(error.issues?.[0]?.message);
  });

  it('reads a cursor at the first and last instants it accepts (years 1 and 9999)', async () => {
    const list = async (createdAt?: string) => {
      const cursor = createdAt
        ? `&cursor=${Buffer.from(`${createdAt}|ffffffff-ffff-ffff-ffff-ffffffffffff`).toString('base64url')}`
        : '';
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/listings?limit=50${cursor}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as ListingPage).items.map((item) => item.id);
    };
    expect(await list('0001-01-01T00:00:00.000Z')).toEqual([]);
    expect(await list('9999-12-31T23:59:59.999Z')).toEqual(await list());
  });

  it.each(['2020', 'Mon 2020', new Date(0).toString(), '+275760-09-13T00:00:00.000Z'])(
    'rejects a cursor at %j (Date.parse reads it, PostgreSQL does not) with 400 INVALID_CURSOR',
    async (createdAt) => {
      const cursor = Buffer.from(`${createdAt}|00000000-0000-0000-0000-000000000000`);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/listings?cursor=${cursor.toString('base64url')}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_CURSOR');
    },
  );
});

describe('GET /api/listings/:id', () => {
  it('returns one listing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/listings/${rent[0]}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Listing).id).toBe(rent[0]);
  });

  it('answers 404 for a missing listing and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/listings/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Listing not found' } });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/listings/abc' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/users/:id', () => {
  it('returns the public profile the contact page needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${otherId}` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'id', 'name']);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/nobody' });
    expect(response.statusCode).toBe(404);
  });
});

describe('database constraints', () => {
  it.each([
    ['a name too short', { name: 'Short' }],
    ['a name too long', { name: 'x'.repeat(33) }],
    ['0 bedrooms', { bedrooms: 0 }],
    ['51 bathrooms', { bathrooms: 51 }],
    ['a price under 50', { regularPrice: 49 }],
    ['a price over 750000000', { regularPrice: 750_000_001 }],
    ['a discount without an offer', { offer: false, discountedPrice: 100 }],
    ['an offer without a discount', { offer: true, discountedPrice: null }],
    ['a discount not lower', { offer: true, regularPrice: 1000, discountedPrice: 1000 }],
    ['no images', { images: [] }],
    ['seven images', { images: Array(7).fill({ key: 'images/x', width: 1, height: 1 }) }],
  ])('refuse %s', async (_label, overrides) => {
    await expect(insertListing(t.database.db, ownerId, overrides)).rejects.toThrow();
  });
});

describe('the rest of the HTTP surface', () => {
  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/listings', '/api/listings/{id}', '/api/users/{id}']),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
