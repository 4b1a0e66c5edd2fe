import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_ORIGIN, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { listings } from './listings.table';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Far from every other test's listings: a box of its own.
const PLACE = { lat: 26.91, lng: 75.79 };
const BOX = 'bbox=75.7,26.8,75.9,27.0';

const post = (path: string, user?: SignedUpUser) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { origin: TEST_ORIGIN, ...(user && { cookie: user.cookie }) },
  });
const get = (url: string, user?: SignedUpUser) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

/** Where a listing shows: each public list, search, the map, the sitemap. */
async function whereShown(id: string, type: 'rent' | 'sale') {
  const [all, byType, search, country, pins, sitemap] = await Promise.all([
    get('/api/listings?limit=50'),
    get(`/api/listings?type=${type}&limit=50`),
    get(`/api/search?${BOX}`),
    get('/api/search?bbox=60,5,100,40&limit=50'),
    get(`/api/search/pins?${BOX}`),
    get('/sitemap.xml?page=1'),
  ]);
  return {
    lists: ids(all.json()).includes(id) && ids(byType.json()).includes(id),
    search: ids(search.json()).includes(id),
    total: search.json().total as number,
    countryTotal: country.json().total as number,
    pins: (pins.json().pins as { id: string }[]).some((pin) => pin.id === id),
    sitemap: sitemap.body.includes(id),
  };
}

describe("a listing's life", () => {
  it('marked rented, it leaves lists, search, map and sitemap at once; relisted, it is back', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id, PLACE);
    const shown = await whereShown(listing.id, 'rent');
    expect(shown).toMatchObject({ lists: true, search: true, pins: true, sitemap: true });

    const closed = await post(`/api/listings/${listing.id}/close`, owner);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('rented');
    const gone = await whereShown(listing.id, 'rent');
    expect(gone).toMatchObject({ lists: false, search: false, pins: false, sitemap: false });
    expect(gone.total).toBe(shown.total - 1);
    expect(gone.countryTotal).toBe(shown.countryTotal - 1);
    // Its page stays, saying so; its owner's list keeps it, others' view of that list does not.
    const page = await get(`/api/listings/${listing.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().status).toBe('rented');
    const own = `/api/listings?owner=${owner.id}`;
    expect(ids((await get(own, owner)).json())).toContain(listing.id);
    expect(ids((await get(own)).json())).not.toContain(listing.id);
    expect(ids((await get(own, await signUp(t))).json())).not.toContain(listing.id);
    // Marking again changes nothing.
    expect((await post(`/api/listings/${listing.id}/close`, owner)).json().status).toBe('rented');

    const relisted = await post(`/api/listings/${listing.id}/relist`, owner);
    expect(relisted.statusCode).toBe(200);
    expect(relisted.json().status).toBe('listed');
    expect(await whereShown(listing.id, 'rent')).toEqual(shown);
  });

  it('says "sold" of a sale', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id, { type: 'sale' });
    expect((await post(`/api/listings/${listing.id}/close`, owner)).json().status).toBe('sold');
  });

  it('lets only the owner mark or relist: 403 for another, 401 for a visitor, 404 for none', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    for (const action of ['close', 'relist']) {
      const path = `/api/listings/${listing.id}/${action}`;
      expect((await post(path, other)).statusCode).toBe(403);
      expect((await post(path)).statusCode).toBe(401);
      expect((await post(`/api/listings/${randomUUID()}/${action}`, owner)).statusCode).toBe(404);
      expect((await post(`/api/listings/not-an-id/${action}`, owner)).statusCode).toBe(400);
    }
    expect((await get(`/api/listings/${listing.id}`)).json().status).toBe('listed');
  });

  it('keeps a hidden listing from everyone but its owner', async () => {
    const owner = await signUp(t);
    const saver = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id, PLACE);
    await t.app.inject({
      method: 'PUT',
      url: `/api/me/saved/${listing.id}`,
      headers: { origin: TEST_ORIGIN, cookie: saver.cookie },
    });
    await t.database.db
      .update(listings)
      .set({ hiddenAt: new Date() })
      .where(eq(listings.id, listing.id));

    expect((await get(`/api/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await get(`/api/listings/${listing.id}`, saver)).statusCode).toBe(404);
    const own = await get(`/api/listings/${listing.id}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('hidden');
    expect(await whereShown(listing.id, 'rent')).toMatchObject({
      lists: false,
      search: false,
      pins: false,
      sitemap: false,
    });
    expect(ids((await get('/api/me/saved', saver)).json())).not.toContain(listing.id);
  });

  it('relists an expired listing: current again', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    await t.database.db
      .update(listings)
      .set({ expiredAt: new Date() })
      .where(eq(listings.id, listing.id));
    expect((await get(`/api/listings/${listing.id}`)).json().status).toBe('expired');
    const relisted = await post(`/api/listings/${listing.id}/relist`, owner);
    expect(relisted.json().status).toBe('listed');
  });
});
