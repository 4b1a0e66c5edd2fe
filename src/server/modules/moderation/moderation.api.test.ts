import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { ADMIN_EMAILS_ENV, asUser, signUpModerator } from '../../test/moderation';
import { listings } from '../listings/listings.table';
import { moderationActions } from './moderation-actions.table';

let t: TestContext;
let send: ReturnType<typeof asUser>;
let moderator: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp(ADMIN_EMAILS_ENV);
  send = asUser(t, t.app);
  moderator = await signUpModerator(t);
});
afterAll(() => t.close());

// Far from other tests' listings: a box of its own (Udaipur).
const PLACE = { lat: 24.58, lng: 73.71 };
const BOX = 'bbox=73.6,24.5,73.8,24.7';

const report = (id: string, user: SignedUpUser, reason: string, details?: string) =>
  send('POST', `/api/listings/${id}/reports`, user, { reason, details });
const act = (action: string, id: string, user: SignedUpUser | undefined = moderator) =>
  send('POST', `/api/moderation/listings/${id}/${action}`, user);
const openReports = async () => (await send('GET', '/api/moderation/reports', moderator)).json();
const history = async () => (await send('GET', '/api/moderation/history', moderator)).json();

/** Reports `listing` once by each of `n` new people, for `reason`. */
async function reportedBy(n: number, listingId: string, reason = 'fake_or_scam', details?: string) {
  for (let i = 0; i < n; i++) {
    const answer = await report(listingId, await signUp(t), reason, details);
    expect(answer.statusCode, answer.body).toBe(204);
  }
}

/** Where a listing shows to the public: lists, search and its count, the map, its page. */
async function publicView(id: string) {
  const [list, search, pins, page] = await Promise.all([
    send('GET', '/api/listings?limit=50'),
    send('GET', `/api/search?${BOX}`),
    send('GET', `/api/search/pins?${BOX}`),
    send('GET', `/api/listings/${id}`),
  ]);
  const ids = (items: { id: string }[]) => items.map((item) => item.id);
  return {
    listed: ids(list.json().items).includes(id),
    searched: ids(search.json().items).includes(id),
    total: search.json().total as number,
    pinned: (pins.json().pins as { id: string }[]).some((pin) => pin.id === id),
    page: page.statusCode,
  };
}

describe('open reports', () => {
  it('lists one item per reported listing, the most reported first, with counts and details', async () => {
    const owner = await signUp(t, { name: 'Omkar Owner' });
    const few = await insertListing(t.database.db, owner.id, { name: 'Few Reports Flat' });
    const many = await insertListing(t.database.db, owner.id, { name: 'Many Reports Villa' });
    await reportedBy(1, few.id, 'broker');
    await reportedBy(2, many.id, 'fake_or_scam');
    await reportedBy(1, many.id, 'other', 'The photos are from a hotel');
    const items = (await openReports()).items as {
      listing: { id: string; name: string };
      owner: { name: string };
      reports: number;
      reasons: Record<string, number>;
      details: { text: string }[];
    }[];
    const ours = items.filter((item) => [few.id, many.id].includes(item.listing.id));
    expect(ours.map((item) => item.listing.name)).toEqual([
      'Many Reports Villa',
      'Few Reports Flat',
    ]);
    expect(ours[0]).toMatchObject({
      owner: { name: 'Omkar Owner' },
      reports: 3,
      reasons: { fake_or_scam: 2, other: 1, broker: 0, rented_or_sold: 0 },
      details: [{ text: 'The photos are from a hotel' }],
    });
    // The whole list is in order: the most reported first.
    const counts = items.map((item) => item.reports);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('hide and restore', () => {
  it('hides at once everywhere (search and its count included), closes the reports; restore brings it back', async () => {
    const owner = await signUp(t, { name: 'Hema Owner' });
    const listing = await insertListing(t.database.db, owner.id, {
      ...PLACE,
      name: 'Lake Palace Suite',
    });
    await reportedBy(2, listing.id);
    const before = await publicView(listing.id);
    expect(before).toMatchObject({ listed: true, searched: true, pinned: true, page: 200 });

    const hidden = await act('hide', listing.id);
    expect(hidden.statusCode, hidden.body).toBe(204);
    const after = await publicView(listing.id);
    expect(after).toMatchObject({ listed: false, searched: false, pinned: false, page: 404 });
    expect(after.total).toBe(before.total - 1);
    // Its owner and moderators still open it; the owner's profile list says it is hidden.
    const own = await send('GET', `/api/listings/${listing.id}`, owner);
    expect(own.json().status).toBe('hidden');
    expect((await send('GET', `/api/listings/${listing.id}`, moderator)).statusCode).toBe(200);
    expect((await send('GET', `/api/listings/${listing.id}`, await signUp(t))).statusCode).toBe(
      404,
    );
    // Its reports are closed; it is among the hidden listings.
    expect(
      (await openReports()).items.map((i: { listing: { id: string } }) => i.listing.id),
    ).not.toContain(listing.id);
    const hiddenList = (await send('GET', '/api/moderation/hidden', moderator)).json();
    expect(hiddenList.items[0]).toMatchObject({
      listing: { id: listing.id, name: 'Lake Palace Suite' },
      owner: { name: 'Hema Owner' },
      withAccount: false,
    });
    expect((await act('hide', listing.id)).statusCode).toBe(409);

    expect((await act('restore', listing.id)).statusCode).toBe(204);
    expect(await publicView(listing.id)).toEqual(before);
    expect((await act('restore', listing.id)).statusCode).toBe(409);
    const entries = (await history()).items.slice(0, 2);
    expect(entries).toMatchObject([
      { action: 'restore', listing: { id: listing.id }, moderator: { name: 'Mira Moderator' } },
      { action: 'hide', listing: { id: listing.id }, reasons: { fake_or_scam: 2 } },
    ]);
  });

  it('dismissing closes the reports and changes nothing else', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id, PLACE);
    await reportedBy(2, listing.id, 'broker');
    const before = await publicView(listing.id);
    expect((await act('dismiss', listing.id)).statusCode).toBe(204);
    expect(await publicView(listing.id)).toEqual(before);
    const ids = (await openReports()).items.map((i: { listing: { id: string } }) => i.listing.id);
    expect(ids).not.toContain(listing.id);
    const dismissAgain = await act('dismiss', listing.id);
    expect(dismissAgain.statusCode).toBe(409);
    expect(dismissAgain.json().error.code).toBe('MODERATION_CONFLICT');
    expect((await history()).items[0]).toMatchObject({ action: 'dismiss', reasons: { broker: 2 } });
    // Reported again after the dismissal: a new open report.
    await reportedBy(1, listing.id, 'broker');
    expect(
      (await openReports()).items.map((i: { listing: { id: string } }) => i.listing.id),
    ).toContain(listing.id);
  });

  it('answers 404 for a listing that does not exist, 400 for a malformed id', async () => {
    for (const action of ['hide', 'restore', 'dismiss']) {
      expect((await act(action, randomUUID())).statusCode).toBe(404);
      expect((await act(action, 'nope')).statusCode).toBe(400);
    }
  });
});

describe('the history', () => {
  it('is newest first, with who and when, a page at a time', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    const started = Date.now();
    await act('hide', listing.id);
    await act('restore', listing.id);
    const page = await history();
    const [latest, previous] = page.items;
    expect(Number(latest.id)).toBeGreaterThan(Number(previous.id));
    expect(latest).toMatchObject({
      action: 'restore',
      moderator: { id: moderator.id, name: 'Mira Moderator' },
      account: { id: owner.id },
      reinstatable: false,
    });
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(started - 1000);
    // Past the first page: the entries after the cursor, older.
    const next = await send('GET', `/api/moderation/history?cursor=${previous.id}`, moderator);
    expect(next.statusCode).toBe(200);
    expect(next.json().items.every((e: { id: string }) => Number(e.id) < Number(previous.id))).toBe(
      true,
    );
    expect((await send('GET', '/api/moderation/history?cursor=x1', moderator)).statusCode).toBe(
      400,
    );
    expect((await send('GET', '/api/moderation/hidden?cursor=x1', moderator)).statusCode).toBe(400);
  });

  it('is append-only in the database: no update, delete or truncate', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    await act('hide', listing.id);
    const { db } = t.database;
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(moderationActions)) as [{ count: number }];
    /** The database's own refusal, under the driver's wrapping of it. */
    const refused = async (query: PromiseLike<unknown>) => {
      const error = (await Promise.resolve(query).then(
        () => new Error('not refused'),
        (e: unknown) => e,
      )) as Error & { cause?: Error };
      expect(error.cause?.message ?? error.message).toMatch(/append-only/);
    };
    await refused(db.update(moderationActions).set({ moderatorName: 'Someone else' }));
    await refused(db.delete(moderationActions));
    await refused(db.execute(sql`truncate moderation_actions`));
    // Deleting the listing keeps its history (no foreign key reaches it).
    await db.delete(listings).where(eq(listings.id, listing.id));
    const [{ count: after }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(moderationActions)) as [{ count: number }];
    expect(after).toBe(count);
  });
});

describe('who may moderate', () => {
  it('answers every moderation route 404 to a visitor, a user and the listing owner, changing nothing', async () => {
    const owner = await signUp(t);
    const user = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    await reportedBy(1, listing.id);
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/moderation/reports'],
      ['GET', '/api/moderation/hidden'],
      ['GET', '/api/moderation/history'],
      ['GET', '/api/moderation/history?cursor=bad'],
      ...['hide', 'restore', 'dismiss'].map((a): ['POST', string] => [
        'POST',
        `/api/moderation/listings/${listing.id}/${a}`,
      ]),
      ['POST', '/api/moderation/listings/not-an-id/hide'],
      ...['suspend', 'reinstate'].map((a): ['POST', string] => [
        'POST',
        `/api/moderation/accounts/${owner.id}/${a}`,
      ]),
    ];
    for (const who of [undefined, user, owner]) {
      for (const [method, url] of routes) {
        const answer = await send(method, url, who);
        expect(answer.statusCode, `${method} ${url} as ${who?.email ?? 'visitor'}`).toBe(404);
        // The same answer as a path that does not exist.
        expect(answer.json().error.code).toBe('NOT_FOUND');
      }
    }
    expect((await send('GET', `/api/listings/${listing.id}`)).json().status).toBe('listed');
    expect(
      (await openReports()).items.map((i: { listing: { id: string } }) => i.listing.id),
    ).toContain(listing.id);
    const [account] = await t.database.db
      .execute(sql`select suspended_at from users where id = ${owner.id}`)
      .then((r) => (r as unknown as { rows: { suspended_at: Date | null }[] }).rows);
    expect(account?.suspended_at).toBeNull();
  });

  it('says who moderates in the session and /api/me (ADMIN_EMAILS, any case and spacing)', async () => {
    const second = await signUpModerator(t, 'MODERATOR-TWO@example.com', 'Second Moderator');
    const user = await signUp(t);
    for (const [who, expected] of [
      [moderator, true],
      [second, true],
      [user, false],
    ] as const) {
      expect((await send('GET', '/api/me', who)).json().moderator).toBe(expected);
      const session = await send('GET', '/api/auth/get-session', who);
      expect(session.json().user).toMatchObject({ id: who.id, moderator: expected });
    }
    expect((await send('GET', '/api/auth/get-session')).json()).toBeNull();
  });
});
