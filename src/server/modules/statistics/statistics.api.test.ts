import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingStatistics } from '../../../shared/schemas/statistics';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { messagesApi } from '../../test/messages';
import { ADMIN_EMAILS_ENV, signUpModerator } from '../../test/moderation';
import { dayOf, newAddress, statisticsApi } from '../../test/statistics';
import { listings } from '../listings/listings.table';

// 10:00 on 1 December 2026 in India.
const clock = testClock('2026-12-01T04:30:00.000Z');
let t: TestContext;
let api: ReturnType<typeof statisticsApi>;
let owner: SignedUpUser;
let other: SignedUpUser;
let moderator: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp(ADMIN_EMAILS_ENV, { clock });
  api = statisticsApi(t);
  [owner, other, moderator] = await Promise.all([
    signUp(t, { name: 'Olga Owner' }),
    signUp(t, { name: 'Otto Other' }),
    signUpModerator(t),
  ]);
});
afterAll(() => t.close());

const listingOf = (user: SignedUpUser, name = 'Sunny flat in Baner') =>
  insertListing(t.database.db, user.id, { name });
const asUser = (user: SignedUpUser, method: 'PUT' | 'DELETE', url: string) =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, cookie: user.cookie },
  });
const save = (user: SignedUpUser, listingId: string) =>
  asUser(user, 'PUT', `/api/me/saved/${listingId}`);
const unsave = (user: SignedUpUser, listingId: string) =>
  asUser(user, 'DELETE', `/api/me/saved/${listingId}`);

describe("a listing's statistics", () => {
  it('are its owner’s: 401 for a visitor, 404 for another person, a moderator, a missing listing; 400 for a malformed id', async () => {
    const listing = await listingOf(owner);
    const visitor = await api.get(listing.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    for (const someone of [other, moderator]) {
      const refused = await api.get(listing.id, someone);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await api.get('6b1f2d8e-9a0c-4c3e-8f7a-1d2e3f4a5b6c', owner)).statusCode).toBe(404);
    expect((await api.get('not-a-listing', owner)).statusCode).toBe(400);
    // The other person's own listing is theirs to read, and not the first owner's.
    const theirs = await listingOf(other, 'Other person home');
    expect((await api.get(theirs.id, other)).statusCode).toBe(200);
    expect((await api.get(theirs.id, owner)).statusCode).toBe(404);
  });

  it('give 30 India days, oldest first, the last today, with totals; never kept by a cache', async () => {
    const listing = await listingOf(owner, 'Thirty days flat');
    const response = await api.get(listing.id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const statistics = response.json<ListingStatistics>();
    expect(statistics.listingId).toBe(listing.id);
    expect(statistics.name).toBe('Thirty days flat');
    expect(statistics.days).toHaveLength(30);
    expect(statistics.days[0]!.day).toBe('2026-11-02');
    expect(statistics.days[29]!.day).toBe('2026-12-01');
    const sorted = [...statistics.days].map((d) => d.day).sort();
    expect(statistics.days.map((d) => d.day)).toEqual(sorted);
    expect(new Set(statistics.days.map((d) => d.day)).size).toBe(30);
    expect(statistics.totals).toEqual({ views: 0, saves: 0, messages: 0 });

    // 23:59 in India is still the 1st; a minute past midnight the window has moved by a day.
    clock.set('2026-12-01T18:29:00.000Z');
    expect((await api.of(listing.id, owner)).days.at(-1)!.day).toBe('2026-12-01');
    clock.set('2026-12-01T18:31:00.000Z');
    const moved = await api.of(listing.id, owner);
    expect([moved.days[0]!.day, moved.days.at(-1)!.day]).toEqual(['2026-11-03', '2026-12-02']);
    clock.set('2026-12-01T04:30:00.000Z');
  });

  it('count the saves of each day that are still kept', async () => {
    const listing = await listingOf(owner, 'Saved often flat');
    const [a, b, c] = await Promise.all(
      ['Asha', 'Bela', 'Chandra'].map((name) => signUp(t, { name: `${name} Seeker` })),
    );
    clock.set('2026-11-28T06:00:00.000Z');
    expect((await save(a!, listing.id)).statusCode).toBe(204);
    expect((await save(b!, listing.id)).statusCode).toBe(204);
    clock.set('2026-12-01T04:30:00.000Z');
    expect((await save(c!, listing.id)).statusCode).toBe(204);
    // Saving again keeps the first day; a home removed from the list no longer counts.
    expect((await save(a!, listing.id)).statusCode).toBe(204);
    expect((await unsave(b!, listing.id)).statusCode).toBe(204);

    const statistics = await api.of(listing.id, owner);
    expect(dayOf(statistics, '2026-11-28')).toEqual({ views: 0, saves: 1, messages: 0 });
    expect(dayOf(statistics, '2026-12-01')).toEqual({ views: 0, saves: 1, messages: 0 });
    expect(statistics.totals).toEqual({ views: 0, saves: 2, messages: 0 });
  });

  it('count the conversations started each day, not their messages', async () => {
    const listing = await listingOf(owner, 'Much asked about');
    const messages = messagesApi(t);
    const [a, b] = await Promise.all([signUp(t, { name: 'Ajay' }), signUp(t, { name: 'Bina' })]);
    clock.set('2026-11-30T05:00:00.000Z');
    expect((await messages.start(a, listing.id)).statusCode).toBe(201);
    clock.set('2026-12-01T04:30:00.000Z');
    expect((await messages.start(b, listing.id)).statusCode).toBe(201);
    // More messages in a conversation that exists: no new conversation.
    expect((await messages.start(a, listing.id, 'Is parking included?')).statusCode).toBe(200);

    const statistics = await api.of(listing.id, owner);
    expect(dayOf(statistics, '2026-11-30').messages).toBe(1);
    expect(dayOf(statistics, '2026-12-01').messages).toBe(1);
    expect(statistics.totals.messages).toBe(2);
  });

  it('count days by India: a save at 00:10 in India is that day, not the day before in UTC', async () => {
    const listing = await listingOf(owner, 'Midnight saved flat');
    const night = await signUp(t, { name: 'Night Owl' });
    clock.set('2026-11-29T18:40:00.000Z'); // 00:10 on 30 November in India
    expect((await save(night, listing.id)).statusCode).toBe(204);
    clock.set('2026-12-01T04:30:00.000Z');
    const statistics = await api.of(listing.id, owner);
    expect(dayOf(statistics, '2026-11-30').saves).toBe(1);
    expect(dayOf(statistics, '2026-11-29').saves).toBe(0);
  });

  it('show a view within seconds, without anything but the app writing it', async () => {
    const listing = await listingOf(owner, 'Freshly viewed flat');
    expect((await api.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
    // The app writes waiting views every 2 s: no flush here.
    await vi.waitFor(
      async () => {
        const statistics = (await api.get(listing.id, owner)).json<ListingStatistics>();
        expect(statistics.totals.views).toBe(1);
      },
      { timeout: 10_000, interval: 250 },
    );
  });

  it('stay readable by its owner once the listing is rented, its views kept', async () => {
    const listing = await listingOf(owner, 'Rented out flat');
    expect((await api.view(listing.id, { address: newAddress() })).statusCode).toBe(204);
    await t.app.listingViews.flush();
    await t.database.db
      .update(listings)
      .set({ closedAt: new Date() })
      .where(eq(listings.id, listing.id));
    const statistics = await api.of(listing.id, owner);
    expect(statistics.totals.views).toBe(1);
    expect(dayOf(statistics, '2026-12-01').views).toBe(1);
  });
});
