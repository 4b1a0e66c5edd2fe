import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { dayOf, newAddress, statisticsApi } from '../../test/statistics';
import { listings } from '../listings/listings.table';

// The beacon of a listing viewed lately is answered by the app's first hook (view-beacon.ts);
// the first beacon of a listing, and any other answer than 204, by the route. Both must answer
// alike.

const clock = testClock('2026-12-01T04:30:00.000Z');
let t: TestContext;
let api: ReturnType<typeof statisticsApi>;
let owner: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({}, { clock, viewsFlushMs: 60_000 });
  api = statisticsApi(t);
  owner = await signUp(t, { name: 'Olga Owner' });
});
afterAll(() => t.close());

/** A listed listing whose owner the app remembers: one beacon answered by the route. */
const viewedListing = async () => {
  const listing = await insertListing(t.database.db, owner.id);
  expect((await api.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
  return listing;
};
const viewsToday = async (listingId: string) =>
  dayOf(await api.of(listingId, owner), '2026-12-01').views;
const setListed = (listingId: string, closedAt: Date | null) =>
  t.database.db.update(listings).set({ closedAt }).where(eq(listings.id, listingId));
/** The answers of the beacon's route in the request metrics. */
const beaconsAnswered = async () => {
  const { values } = await t.app.metrics.httpDuration.get();
  const series = values.find(
    (v) =>
      v.metricName === 'http_request_duration_seconds_count' &&
      v.labels.route === '/api/listings/:id/views' &&
      v.labels.status_code === '204',
  );
  return series?.value ?? 0;
};

describe("the beacon of a listing viewed lately (the app's first hook)", () => {
  it("answers with the route's headers and no body", async () => {
    const listing = await insertListing(t.database.db, owner.id);
    const byRoute = await api.view(listing.id, { address: newAddress() });
    const byHook = await api.view(listing.id, { address: newAddress() });
    for (const response of [byRoute, byHook]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
    }
    const varying = new Set(['date', 'x-request-id', 'server-timing']);
    const fixed = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !varying.has(name)));
    expect(fixed(byHook.headers)).toEqual(fixed(byRoute.headers));
    expect(byHook.headers['x-request-id']).not.toBe(byRoute.headers['x-request-id']);
    expect(await viewsToday(listing.id)).toBe(2);
  });

  it('is counted in the request metrics like the route', async () => {
    const listing = await viewedListing();
    const before = await beaconsAnswered();
    for (let i = 0; i < 3; i++) await api.view(listing.id, { address: newAddress() });
    expect(await beaconsAnswered()).toBe(before + 3);
  });

  it("never counts the owner's view, a crawler's, a prefetch's or one without a browser", async () => {
    const listing = await viewedListing();
    const address = newAddress();
    const refused = [
      await api.view(listing.id, { address: newAddress(), user: owner }),
      await api.view(listing.id, { address, userAgent: 'curl/8.5.0' }),
      await api.view(listing.id, { address }, { headers: { 'sec-purpose': 'prefetch' } }),
      await api.view(listing.id, { address, userAgent: '' }),
    ];
    for (const response of refused) expect(response.statusCode).toBe(204);
    expect(await viewsToday(listing.id)).toBe(1);
    // Another account's session is read, and its view counts.
    const other = await signUp(t, { name: 'Otto Other' });
    expect((await api.view(listing.id, { address: newAddress(), user: other })).statusCode).toBe(
      204,
    );
    expect(await viewsToday(listing.id)).toBe(2);
  });

  it("hands another site's request, a body, a query string to the route, which answers as always", async () => {
    const listing = await viewedListing();
    const elsewhere = await api.view(
      listing.id,
      { address: newAddress() },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    expect(elsewhere.statusCode).toBe(403);
    const tooBig = await api.view(
      listing.id,
      { address: newAddress() },
      { headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(2048) },
    );
    expect(tooBig.statusCode).toBe(413);
    const withBody = await api.view(
      listing.id,
      { address: newAddress() },
      { headers: { 'content-type': 'application/json' }, payload: '{not json' },
    );
    expect(withBody.statusCode).toBe(204);
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/views?from=search`,
      headers: { origin: t.config.publicUrl, 'x-forwarded-for': newAddress() },
    });
    expect(query.statusCode).toBe(204);
  });
});

describe('a listing put back on the market', () => {
  it('is counted at once: a listing not listed is asked of the database each time', async () => {
    const listing = await viewedListing();
    await t.app.listingViews.flush();
    await setListed(listing.id, new Date());
    // Remembered as listed for a while: answered 204, not counted (the write checks again).
    expect((await api.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
    const fresh = await insertListing(t.database.db, owner.id, { closedAt: new Date() });
    expect((await api.view(fresh.id, { address: newAddress() })).statusCode).toBe(404);
    expect((await api.view(fresh.id, { address: newAddress() })).statusCode).toBe(404);
    await setListed(fresh.id, null);
    expect((await api.view(fresh.id, { address: newAddress() })).statusCode).toBe(204);
    expect(await viewsToday(fresh.id)).toBe(1);
    expect(await viewsToday(listing.id)).toBe(1);
  });
});

describe('the per-client limit on the first hook', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ VIEW_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it("counts each request once, whichever answers it, and answers 429 as the app's limits do", async () => {
    const someone = await insertUser(limited.database.db);
    const listing = await insertListing(limited.database.db, someone.id);
    const views = statisticsApi(limited);
    // Remembered, from another address.
    expect((await views.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await views.view(listing.id, { address })).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await views.view(
      listing.id,
      { address },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await views.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
  });
});
