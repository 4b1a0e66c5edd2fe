import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, secondInstance, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { ADMIN_EMAILS_ENV, signUpModerator } from '../../test/moderation';
import { dayOf, newAddress, statisticsApi, type Viewer } from '../../test/statistics';
import { jobs } from '../jobs/jobs.table';
import { listings } from '../listings/listings.table';
import { listingViewVisitors } from './statistics.table';

// 10:00 on 1 December 2026 in India.
const clock = testClock('2026-12-01T04:30:00.000Z');
let t: TestContext;
let api: ReturnType<typeof statisticsApi>;
let owner: SignedUpUser;
let other: SignedUpUser;
let moderator: SignedUpUser;

beforeAll(async () => {
  // A long interval: every test writes the views itself (flush), so none is written half-way.
  t = await createTestApp(ADMIN_EMAILS_ENV, { clock, viewsFlushMs: 60_000 });
  api = statisticsApi(t);
  [owner, other, moderator] = await Promise.all([
    signUp(t, { name: 'Olga Owner' }),
    signUp(t, { name: 'Otto Other' }),
    signUpModerator(t),
  ]);
});
afterAll(() => t.close());

const listingOf = (user: SignedUpUser = owner) => insertListing(t.database.db, user.id);
const viewsToday = async (listingId: string) =>
  dayOf(await api.of(listingId, owner), '2026-12-01').views;
/** How many visitors' hashes are kept for each day. */
const visitorDays = async () => {
  const rows = await t.database.db
    .select({ day: listingViewVisitors.day, n: sql<number>`count(*)::int` })
    .from(listingViewVisitors)
    .groupBy(listingViewVisitors.day)
    .orderBy(listingViewVisitors.day);
  return new Map(rows.map((row) => [row.day, row.n]));
};

describe('the beacon', () => {
  it('counts a person once a day, whoever they are: a visitor, another account, a moderator', async () => {
    const listing = await listingOf();
    const people: Viewer[] = [
      { address: newAddress() },
      { address: newAddress(), user: other },
      { address: newAddress(), user: moderator },
    ];
    for (const person of people) {
      const response = await api.view(listing.id, person);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      // The same page opened again the same day, before and after a write: once.
      expect((await api.view(listing.id, person)).statusCode).toBe(204);
      await t.app.listingViews.flush();
      expect((await api.view(listing.id, person)).statusCode).toBe(204);
    }
    expect(await viewsToday(listing.id)).toBe(3);
  });

  it('tells people apart by address and browser', async () => {
    const listing = await listingOf();
    const address = newAddress();
    await api.view(listing.id, { address });
    await api.view(listing.id, { address, userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1.15' });
    await api.view(listing.id, { address: newAddress() });
    expect(await viewsToday(listing.id)).toBe(3);
  });

  it("never counts the owner's own view, a crawler's, a prefetch's or a request without a browser; each answered 204", async () => {
    const listing = await listingOf();
    const address = newAddress();
    const refused = [
      api.view(listing.id, { address: newAddress(), user: owner }),
      api.view(listing.id, {
        address,
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      api.view(listing.id, { address, userAgent: 'curl/8.5.0' }),
      api.view(listing.id, { address }, { headers: { 'sec-purpose': 'prefetch' } }),
      api.view(listing.id, { address }, { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      api.view(listing.id, { address }, { headers: { purpose: 'prefetch' } }),
      api.view(listing.id, { address }, { headers: { 'x-purpose': 'preview' } }),
      api.view(listing.id, { address, userAgent: '' }),
    ];
    for (const response of await Promise.all(refused)) expect(response.statusCode).toBe(204);
    expect(await viewsToday(listing.id)).toBe(0);
    // The same person, as a browser and without a prefetch, counts.
    await api.view(listing.id, { address });
    expect(await viewsToday(listing.id)).toBe(1);
  });

  it('counts the same person again on the next India day', async () => {
    const listing = await listingOf();
    const person = { address: newAddress() };
    await api.view(listing.id, person);
    await t.app.listingViews.flush();
    clock.set('2026-12-01T18:31:00.000Z'); // 00:01 on the 2nd in India
    await api.view(listing.id, person);
    await api.view(listing.id, person);
    const statistics = await api.of(listing.id, owner);
    expect(dayOf(statistics, '2026-12-01').views).toBe(1);
    expect(dayOf(statistics, '2026-12-02').views).toBe(1);
    expect(statistics.totals.views).toBe(2);
    clock.set('2026-12-01T04:30:00.000Z');
  });

  it('answers 404 for a listing that is missing, rented, expired or hidden, 400 for a malformed id', async () => {
    const person = { address: newAddress() };
    const now = new Date();
    for (const gone of [{ closedAt: now }, { expiredAt: now }, { hiddenAt: now }]) {
      const listing = await insertListing(t.database.db, owner.id, gone);
      const response = await api.view(listing.id, person);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect((await api.view(listing.id, { ...person, user: owner })).statusCode).toBe(404);
    }
    const missing = await api.view('6b1f2d8e-9a0c-4c3e-8f7a-1d2e3f4a5b6c', person);
    expect(missing.statusCode).toBe(404);
    expect((await api.view('not-a-listing', person)).statusCode).toBe(400);
  });

  it('does not count a view of a listing taken off the market before the views were written', async () => {
    const listing = await listingOf();
    expect((await api.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
    await t.database.db
      .update(listings)
      .set({ closedAt: new Date() })
      .where(eq(listings.id, listing.id));
    expect(await viewsToday(listing.id)).toBe(0);
  });

  it('takes an empty body, an empty JSON object, text/plain, a form, any Blob, and no content type', async () => {
    const listing = await listingOf();
    const bodies: { headers?: Record<string, string>; payload?: string }[] = [
      {},
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: '' },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: 'viewed' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
      { headers: { 'content-type': 'application/octet-stream' }, payload: 'xyz' },
      { headers: { 'content-type': 'application/json' }, payload: '{not json' },
      { payload: 'no type given' },
    ];
    for (const body of bodies) {
      const response = await api.view(listing.id, { address: newAddress() }, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(204);
    }
    expect(await viewsToday(listing.id)).toBe(bodies.length);
    const tooBig = await api.view(
      listing.id,
      { address: newAddress() },
      { headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(2048) },
    );
    expect(tooBig.statusCode).toBe(413);
  });

  it('refuses a request from another site', async () => {
    const listing = await listingOf();
    const response = await api.view(
      listing.id,
      { address: newAddress() },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('counts a person once across two instances of the app', async () => {
    const listing = await listingOf();
    const second: FastifyInstance = await secondInstance(t, { clock });
    try {
      const person = { address: newAddress() };
      await api.view(listing.id, person);
      await api.view(listing.id, person, {}, second);
      await Promise.all([t.app.listingViews.flush(), second.listingViews.flush()]);
      await api.view(listing.id, { address: newAddress() }, {}, second);
      await second.listingViews.flush();
      expect(await viewsToday(listing.id)).toBe(2);
    } finally {
      await second.close();
    }
  });
});

describe("the visitors' hashes", () => {
  it('are forgotten by the durable job once older than yesterday, the counts kept', async () => {
    const listing = await listingOf();
    await api.view(listing.id, { address: newAddress() });
    await t.app.listingViews.flush();
    clock.set('2026-12-02T04:30:00.000Z');
    await api.view(listing.id, { address: newAddress() });
    await t.app.listingViews.flush();
    const due = () =>
      t.database.db
        .update(jobs)
        .set({ dueAt: sql`now()` })
        .where(eq(jobs.name, 'view-visitors-prune'));

    // On the 2nd, the 1st is yesterday: kept.
    const before = await visitorDays();
    expect(before.get('2026-12-01')).toBeGreaterThan(0);
    await due();
    expect(await t.app.runDueJobs()).toContain('view-visitors-prune');
    expect(await visitorDays()).toEqual(before);

    clock.set('2026-12-03T04:30:00.000Z');
    await due();
    expect(await t.app.runDueJobs()).toContain('view-visitors-prune');
    expect([...(await visitorDays()).entries()]).toEqual([
      ['2026-12-02', before.get('2026-12-02')],
    ]);
    const statistics = await api.of(listing.id, owner);
    expect([dayOf(statistics, '2026-12-01').views, dayOf(statistics, '2026-12-02').views]).toEqual([
      1, 1,
    ]);
    clock.set('2026-12-01T04:30:00.000Z');
  });
});

describe('the per-client limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ VIEW_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it('holds for every body: the 4th request a minute from one address is 429', async () => {
    const someone = await insertUser(limited.database.db);
    const listing = await insertListing(limited.database.db, someone.id);
    const views = statisticsApi(limited);
    const address = newAddress();
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: '{broken' },
      { headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(4096) },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      {},
      { headers: { 'content-type': 'text/plain' }, payload: '' },
    ];
    const statuses: number[] = [];
    for (const body of bodies) {
      statuses.push((await views.view(listing.id, { address }, body)).statusCode);
    }
    expect(statuses).toEqual([204, 413, 204, 429, 429]);
    const refused = await views.view(listing.id, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another client is counted on its own.
    expect((await views.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
  });
});
