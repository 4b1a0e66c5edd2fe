import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_ERROR_CODES } from '../../../shared/api-errors';
import { SAVED_HOMES_MAX } from '../../../shared/constants';
import { signUp, TEST_ORIGIN, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { buildListing, insertListing, insertUser } from '../../test/factories';
import { listings } from '../listings/listings.table';
import { savedHomes } from './saved-homes.table';

let t: TestContext;
let owner: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.database.db);
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'DELETE', listingId: string, user?: SignedUpUser) =>
  t.app.inject({
    method,
    url: `/api/me/saved/${listingId}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });
const read = (url: string, user?: SignedUpUser) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

describe('saved homes', () => {
  it('saves, lists the latest saved first, and forgets, each any number of times', async () => {
    const user = await signUp(t);
    const first = await insertListing(t.database.db, owner.id);
    const second = await insertListing(t.database.db, owner.id);
    expect((await read('/api/me/saved', user)).json()).toEqual({ items: [] });

    expect((await send('PUT', first.id, user)).statusCode).toBe(204);
    expect((await send('PUT', second.id, user)).statusCode).toBe(204);
    expect((await send('PUT', first.id, user)).statusCode).toBe(204);

    const listed = await read('/api/me/saved', user);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const items = listed.json().items as { id: string; name: string; savedAt: string }[];
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]!.name).toBe(second.name);
    expect(Date.parse(items[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.savedAt));
    const ids = (await read('/api/me/saved/ids', user)).json().ids as string[];
    expect(ids.sort()).toEqual([first.id, second.id].sort());

    expect((await send('DELETE', first.id, user)).statusCode).toBe(204);
    expect((await send('DELETE', first.id, user)).statusCode).toBe(204);
    expect((await read('/api/me/saved/ids', user)).json()).toEqual({ ids: [second.id] });
  });

  it('keeps each account its own list', async () => {
    const [alice, bob] = [await signUp(t), await signUp(t)];
    const listing = await insertListing(t.database.db, owner.id);
    await send('PUT', listing.id, alice);
    expect((await read('/api/me/saved/ids', bob)).json()).toEqual({ ids: [] });
    // Bob's delete of a home only Alice saved leaves hers.
    expect((await send('DELETE', listing.id, bob)).statusCode).toBe(204);
    expect((await read('/api/me/saved/ids', alice)).json()).toEqual({ ids: [listing.id] });
  });

  it('drops a home its owner deletes from every list', async () => {
    const user = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    await send('PUT', listing.id, user);
    await t.database.db.delete(listings).where(eq(listings.id, listing.id));
    expect((await read('/api/me/saved', user)).json()).toEqual({ items: [] });
  });

  it('answers 404 for a listing that does not exist and 400 for an id that is no id', async () => {
    const user = await signUp(t);
    for (const method of ['PUT', 'DELETE'] as const) {
      const unknown = await send(method, randomUUID(), user);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('NOT_FOUND');
      expect((await send(method, 'not-an-id', user)).statusCode).toBe(400);
    }
    expect((await read('/api/me/saved/ids', user)).json()).toEqual({ ids: [] });
  });

  it('refuses a visitor on every route and changes nothing', async () => {
    const listing = await insertListing(t.database.db, owner.id);
    for (const url of ['/api/me/saved', '/api/me/saved/ids']) {
      expect((await read(url)).statusCode).toBe(401);
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await send(method, listing.id)).statusCode).toBe(401);
    }
  });

  it('refuses a save from another origin', async () => {
    const user = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/me/saved/${listing.id}`,
      headers: { origin: 'https://evil.example', cookie: user.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await read('/api/me/saved/ids', user)).json()).toEqual({ ids: [] });
  });

  it(`keeps at most ${SAVED_HOMES_MAX} homes, then answers 409 and saves nothing`, async () => {
    const user = await signUp(t);
    const kept = await Promise.all(
      Array.from({ length: 5 }, () => insertListing(t.database.db, owner.id)),
    );
    // One row per listing: fill the list up to the limit with listings made in one insert.
    const many = await t.database.db
      .insert(listings)
      .values(Array.from({ length: SAVED_HOMES_MAX - kept.length }, () => buildListing(owner.id)))
      .returning({ id: listings.id });
    await t.database.db
      .insert(savedHomes)
      .values([...kept, ...many].map((listing) => ({ userId: user.id, listingId: listing.id })));

    const extra = await insertListing(t.database.db, owner.id);
    const refused = await send('PUT', extra.id, user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(SAVED_ERROR_CODES.full);
    expect(refused.json().error.message).toContain(String(SAVED_HOMES_MAX));
    // Saving one already saved still answers 204: nothing new is kept.
    expect((await send('PUT', kept[0]!.id, user)).statusCode).toBe(204);
    expect((await read('/api/me/saved/ids', user)).json().ids).toHaveLength(SAVED_HOMES_MAX);
  });
});
