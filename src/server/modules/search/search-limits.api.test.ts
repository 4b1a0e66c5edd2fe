import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import { PRICE_MAX } from '../../../shared/constants';
import type { SearchPage } from '../../../shared/schemas/search';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';

let t: TestContext;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp({ SEARCH_RATE_LIMIT: '4', CONTACT_RATE_LIMIT: '2' });
  const owner = await insertUser(t.database.db, { email: 'owner-limits@example.com' });
  ownerId = owner.id;
  await insertListing(t.database.db, owner.id, {
    name: 'Sunrise Towers 2BHK',
    location: 'Plot 7, Hiranandani Gardens, Powai, Mumbai',
    lat: 19.1176,
    lng: 72.906,
  });
});
afterAll(() => t.close());

/** Each request from its own client, so the limit does not decide what a test checks. */
let client = 0;
const get = (url: string, remoteAddress = `192.0.2.${(client++ % 250) + 1}`) =>
  t.app.inject({ method: 'GET', url, remoteAddress });

const cursorOf = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('search input that used to cost the server', () => {
  it('answers 400 to a cursor whose price is past any price a listing may have', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [sort, cursor] of [
      ['price_asc', cursorOf(`a|9999999999|${id}`)],
      ['price_desc', cursorOf(`d|${PRICE_MAX + 1}|${id}`)],
      ['price_asc', cursorOf(`a|2147483648|${id}`)],
    ] as const) {
      const response = await get(`/api/search?sort=${sort}&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe('INVALID_CURSOR');
    }
    const last = await get(`/api/search?sort=price_asc&cursor=${cursorOf(`a|${PRICE_MAX}|${id}`)}`);
    expect(last.statusCode).toBe(200);
  });

  it('finds words that name no place through trigram indexes, not by reading every listing', async () => {
    const page = (await get('/api/search?q=sunrise%20towers')).json<SearchPage>();
    expect(page.place).toBeNull();
    expect(page.items.map((item) => item.name)).toEqual(['Sunrise Towers 2BHK']);
    // The trigram indexes hold listed listings only, as the search asks. In this table of one
    // listing, reading every listed one through any of the lists' partial indexes costs the
    // planner less than a trigram lookup (not so with many: docs/benchmarks.md): with those and
    // sequential scans out of the way, for this transaction only, the trigram indexes answer.
    let plan = '';
    await t.database.db
      .transaction(async (tx) => {
        const rows = async (query: SQL) => {
          const result = await tx.execute(query);
          return ((result as unknown as { rows?: Record<string, string>[] }).rows ??
            result) as Record<string, string>[];
        };
        await tx.execute(sql`set local enable_seqscan = off`);
        const others = await rows(
          sql`select indexname from pg_indexes where tablename = 'listings' and indexdef like '%btree%WHERE listed'`,
        );
        for (const { indexname } of others) await tx.execute(sql.raw(`drop index "${indexname}"`));
        const explained = await rows(
          sql`explain select id from listings where listed and (name ilike '%towers%' or location ilike '%towers%')`,
        );
        plan = explained.map((row) => Object.values(row)[0]).join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toContain('listings_name_trgm_idx');
    expect(plan).toContain('listings_location_trgm_idx');
  });

  it('matches nothing for letters too short to look for that name no place', async () => {
    for (const q of ['s', 'su', ' 2B ']) {
      const page = (await get(`/api/search?q=${encodeURIComponent(q)}`)).json<SearchPage>();
      expect(page, q).toMatchObject({ items: [], total: 0, place: null });
      const pins = await get(`/api/search/pins?q=${encodeURIComponent(q)}&bbox=68,6,98,37`);
      expect(pins.json()).toEqual({ total: 0, pins: [], clusters: [] });
    }
  });
});

describe('per-client limits', () => {
  it('count searches and map views together per client; suggestions are not counted', async () => {
    const me = '198.51.100.77';
    expect((await get('/api/search?type=rent', me)).statusCode).toBe(200);
    expect((await get('/api/search/pins?bbox=68,6,98,37', me)).statusCode).toBe(200);
    expect((await get('/api/places?q=pow', me)).statusCode).toBe(200);
    expect((await get('/api/search?q=powai', me)).statusCode).toBe(200);
    expect((await get('/api/search/pins?bbox=72,18,74,20', me)).statusCode).toBe(200);
    const over = await get('/api/search?type=sale', me);
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorBody>().error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/search/pins?bbox=68,6,98,37', me)).statusCode).toBe(429);
    // An IPv6 client is one client across its /64.
    for (let i = 1; i <= 4; i++) {
      expect((await get('/api/search', `2001:db8:42:1::${i}`)).statusCode).toBe(200);
    }
    expect((await get('/api/search', '2001:db8:42:1:ffff::9')).statusCode).toBe(429);
    expect((await get('/api/search?type=sale', '198.51.100.78')).statusCode).toBe(200);
  });

  it('give an owner’s e-mail only to the contact lookup, counted per client', async () => {
    const listings = await get('/api/listings?limit=5');
    const search = await get('/api/search');
    const pins = await get('/api/search/pins?bbox=68,6,98,37');
    for (const answer of [listings, search, pins]) {
      expect(answer.body).not.toContain('owner-limits@example.com');
    }
    const me = '203.0.113.99';
    const first = await get(`/api/users/${ownerId}`, me);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: ownerId, email: 'owner-limits@example.com' });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect((await get(`/api/users/${ownerId}`, me)).statusCode).toBe(200);
    const over = await get(`/api/users/${ownerId}`, me);
    expect(over.statusCode).toBe(429);
    expect(over.body).not.toContain('owner-limits@example.com');
    expect((await get(`/api/users/${ownerId}`, '203.0.113.100')).statusCode).toBe(200);
  });
});
