import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERROR_CODES } from '../../../shared/api-errors';
import type { Conversation, Conversations } from '../../../shared/schemas/messages';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { messagesApi } from '../../test/messages';
import { ADMIN_EMAILS_ENV, signUpModerator } from '../../test/moderation';
import { listings } from '../listings/listings.table';

let t: TestContext;
let api: ReturnType<typeof messagesApi>;
let owner: SignedUpUser;
let seeker: SignedUpUser;
let third: SignedUpUser;
let moderator: SignedUpUser;
const clock = testClock('2026-12-01T04:30:00.000Z');

beforeAll(async () => {
  t = await createTestApp(ADMIN_EMAILS_ENV, { clock });
  api = messagesApi(t);
  [owner, seeker, third, moderator] = await Promise.all([
    signUp(t, { name: 'Olga Owner' }),
    signUp(t, { name: 'Sam Seeker' }),
    signUp(t, { name: 'Tara Third' }),
    signUpModerator(t),
  ]);
});
afterAll(() => t.close());

const listingOf = (user: SignedUpUser, name = 'Sunny flat in Baner') =>
  insertListing(t.database.db, user.id, { name });
const setListing = (id: string, values: Partial<typeof listings.$inferInsert>) =>
  t.database.db.update(listings).set(values).where(eq(listings.id, id));

async function started(user: SignedUpUser, listingId: string, text?: string) {
  const response = await api.start(user, listingId, text);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('a conversation', () => {
  it('starts with 201 and its id; the same person and listing keep one conversation (200, the same id, the message added)', async () => {
    const listing = await listingOf(owner);
    const id = await started(seeker, listing.id, '  Is it still available?  ');
    const again = await api.start(seeker, listing.id, 'And is there parking?');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });

    const seen = (await api.get(seeker, id)).json<Conversation>();
    expect(seen).toMatchObject({
      id,
      listing: { id: listing.id, name: 'Sunny flat in Baner' },
      other: { id: owner.id, name: 'Olga Owner' },
      role: 'seeker',
      blocked: false,
    });
    // Oldest first, trimmed, with the sender's name and never an address.
    expect(seen.messages.map((m) => [m.text, m.senderName, m.own])).toEqual([
      ['Is it still available?', 'Sam Seeker', true],
      ['And is there parking?', 'Sam Seeker', true],
    ]);
    expect(JSON.stringify(seen)).not.toContain(owner.email);
    expect(JSON.stringify(seen)).not.toContain(seeker.email);

    const ownerView = await api.get(owner, id);
    expect(ownerView.json()).toMatchObject({
      role: 'owner',
      other: { id: seeker.id, name: 'Sam Seeker' },
    });
    expect(ownerView.json<Conversation>().messages.every((m) => !m.own)).toBe(true);
    expect(ownerView.headers['cache-control']).toBe('no-store');
  });

  it('lists latest activity first with the unread ones counted; reading clears them, sending marks the sender read', async () => {
    const me = await signUp(t, { name: 'Lena Lister' });
    const first = await listingOf(me, 'First home of Lena');
    const second = await listingOf(me, 'Second home of Lena');
    const a = await started(seeker, first.id, 'About the first one');
    const b = await started(third, second.id, 'About the second one');

    let list = (await api.list(me)).json<Conversations>();
    expect(list.items.map((item) => item.id)).toEqual([b, a]);
    expect(list.unreadCount).toBe(2);
    expect(list.nextCursor).toBeNull();
    expect(list.items[0]).toMatchObject({
      listing: { id: second.id, name: 'Second home of Lena' },
      other: { id: third.id, name: 'Tara Third' },
      lastMessage: { text: 'About the second one', own: false },
      unread: true,
    });
    expect((await api.unread(me)).json()).toEqual({ unreadCount: 2 });

    // Replying marks the owner's side read and brings it to the top; the seeker has it unread.
    expect((await api.send(me, a, 'Yes, come and see it')).statusCode).toBe(201);
    list = (await api.list(me)).json<Conversations>();
    expect(list.items.map((item) => [item.id, item.unread])).toEqual([
      [a, false],
      [b, true],
    ]);
    expect(list.items[0]!.lastMessage).toMatchObject({ text: 'Yes, come and see it', own: true });
    expect(list.unreadCount).toBe(1);
    const seekerList = (await api.list(seeker)).json<Conversations>();
    expect(seekerList.items.find((item) => item.id === a)).toMatchObject({ unread: true });

    expect((await api.read(me, b)).statusCode).toBe(204);
    expect((await api.unread(me)).json()).toEqual({ unreadCount: 0 });
    expect((await api.read(seeker, a)).statusCode).toBe(204);
    const after = (await api.list(seeker)).json<Conversations>();
    expect(after.items.find((item) => item.id === a)).toMatchObject({ unread: false });
  });

  it('shows the start of a long last message (140 characters) and the whole message in the thread', async () => {
    const listing = await listingOf(owner, 'Long message home');
    const text = 'x'.repeat(2000);
    const id = await started(seeker, listing.id, text);
    const item = (await api.list(owner)).json<Conversations>().items.find((i) => i.id === id)!;
    expect(item.lastMessage.text).toBe('x'.repeat(140));
    expect((await api.get(owner, id)).json<Conversation>().messages[0]!.text).toBe(text);
  });

  it('refuses a text that is empty, blank or over 2,000 characters with 400, and changes nothing', async () => {
    const listing = await listingOf(owner, 'Text rules home');
    for (const text of ['', '    ', '\n\t', 'y'.repeat(2001)]) {
      const response = await api.start(seeker, listing.id, text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['text'] }],
      });
    }
    for (const body of [
      { listingId: listing.id },
      { text: 'hi' },
      { listingId: 'nope', text: 'hi' },
    ]) {
      expect((await api.call('POST', '/api/conversations', seeker, body)).statusCode).toBe(400);
    }
    expect(
      (await api.list(owner)).json<Conversations>().items.map((i) => i.listing.id),
    ).not.toContain(listing.id);
    const id = await started(seeker, listing.id, `  ${'z'.repeat(2000)}  `);
    for (const text of ['', '   ', 'y'.repeat(2001)]) {
      expect((await api.send(owner, id, text)).statusCode).toBe(400);
    }
    expect((await api.get(owner, id)).json<Conversation>().messages).toHaveLength(1);
  });

  it('answers 404 for an unknown listing and 409 OWN_LISTING for one’s own', async () => {
    const unknown = await api.start(seeker, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const mine = await listingOf(owner, 'My very own home');
    const own = await api.start(owner, mine.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe(MESSAGE_ERROR_CODES.ownListing);
  });

  it.each([
    ['rented', { closedAt: new Date('2026-11-30T00:00:00Z') }],
    ['expired', { expiredAt: new Date('2026-11-30T00:00:00Z') }],
    ['hidden', { hiddenAt: new Date('2026-11-30T00:00:00Z') }],
  ])(
    'takes no new conversation about a %s listing (409), while an existing one goes on',
    async (_label, values) => {
      const listing = await listingOf(owner, 'Soon gone home');
      const id = await started(seeker, listing.id);
      await setListing(listing.id, values);
      const fresh = await api.start(third, listing.id);
      expect(fresh.statusCode).toBe(409);
      expect(fresh.json().error.code).toBe(MESSAGE_ERROR_CODES.notListed);
      expect((await api.start(seeker, listing.id, 'Still there?')).json()).toEqual({ id });
      expect((await api.send(owner, id, 'Sorry, it is gone')).statusCode).toBe(201);
      expect((await api.get(seeker, id)).json<Conversation>().messages).toHaveLength(3);
    },
  );

  it('takes no new conversation about a sold listing (409)', async () => {
    const listing = await insertListing(t.database.db, owner.id, {
      type: 'sale',
      closedAt: new Date('2026-11-30T00:00:00Z'),
    });
    expect((await api.start(seeker, listing.id)).statusCode).toBe(409);
  });

  it('outlives its listing: renamed, it shows the new name; deleted, the last name it had', async () => {
    const listing = await listingOf(owner, 'Name before edit');
    const id = await started(seeker, listing.id);
    await setListing(listing.id, { name: 'Name after the edit' });
    expect((await api.get(seeker, id)).json<Conversation>().listing).toEqual({
      id: listing.id,
      name: 'Name after the edit',
      type: listing.type,
    });
    await api.send(owner, id, 'Renamed it');
    await t.database.db.delete(listings).where(eq(listings.id, listing.id));
    const seen = (await api.get(seeker, id)).json<Conversation>();
    // No page to link to any more: no type.
    expect(seen.listing).toEqual({ id: listing.id, name: 'Name after the edit', type: null });
    expect(seen.messages).toHaveLength(2);
    expect((await api.send(seeker, id, 'Thanks anyway')).statusCode).toBe(201);
  });
});

describe('who may do what', () => {
  it('answers a visitor 401 on every route', async () => {
    const listing = await listingOf(owner, 'Visitor check home');
    const id = await started(seeker, listing.id);
    const answers = await Promise.all([
      api.start(undefined, listing.id),
      api.list(undefined),
      api.unread(undefined),
      api.get(undefined, id),
      api.send(undefined, id),
      api.read(undefined, id),
      api.block(undefined, id),
      api.unblock(undefined, id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
  });

  it('answers anyone but the two people 404, moderators included, and changes nothing', async () => {
    const listing = await listingOf(owner, 'Private talk home');
    const id = await started(seeker, listing.id);
    for (const stranger of [third, moderator]) {
      const answers = await Promise.all([
        api.get(stranger, id),
        api.send(stranger, id),
        api.read(stranger, id),
        api.block(stranger, id),
        api.unblock(stranger, id),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
      const list = (await api.list(stranger)).json<Conversations>();
      expect(list.items.map((item) => item.id)).not.toContain(id);
    }
    expect((await api.get(seeker, id)).json<Conversation>().messages).toHaveLength(1);
    expect((await api.get(owner, id)).json<Conversation>().blocked).toBe(false);
    expect((await api.get(seeker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.get(seeker, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a mutating request from another origin', async () => {
    const listing = await listingOf(owner, 'Origin check home');
    const response = await api.call(
      'POST',
      '/api/conversations',
      seeker,
      { listingId: listing.id, text: 'From elsewhere' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('blocking', () => {
  it('lets the owner block: the seeker can send nothing more (403) to this owner but still reads; unblocking lets them write again', async () => {
    const blocker = await signUp(t, { name: 'Bea Blocker' });
    const pest = await signUp(t, { name: 'Pete Pest' });
    const neighbour = await signUp(t, { name: 'Nina Neighbour' });
    const listing = await listingOf(blocker, 'Blocker first home');
    const other = await listingOf(blocker, 'Blocker second home');
    const id = await started(pest, listing.id);

    const bySeeker = await api.block(pest, id);
    expect(bySeeker.statusCode).toBe(403);
    expect((await api.unblock(pest, id)).statusCode).toBe(403);

    expect((await api.block(blocker, id)).statusCode).toBe(204);
    expect((await api.block(blocker, id)).statusCode).toBe(204);
    const refused = await api.send(pest, id, 'Hello again?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: MESSAGE_ERROR_CODES.blocked,
      message: 'This owner does not accept your messages',
    });
    expect((await api.start(pest, listing.id, 'Again')).statusCode).toBe(403);
    expect((await api.start(pest, other.id, 'About the other one')).statusCode).toBe(403);
    // Others still write to this owner; the blocked person still writes to other owners.
    expect((await api.start(neighbour, other.id)).statusCode).toBe(201);
    expect((await api.start(pest, (await listingOf(owner, 'Unrelated home')).id)).statusCode).toBe(
      201,
    );

    const seen = await api.get(pest, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ blocked: true });
    expect(seen.json<Conversation>().messages).toHaveLength(1);
    expect((await api.get(blocker, id)).json()).toMatchObject({ blocked: true });
    // The owner may still write.
    expect((await api.send(blocker, id, 'Please stop')).statusCode).toBe(201);

    expect((await api.unblock(blocker, id)).statusCode).toBe(204);
    expect((await api.send(pest, id, 'Sorry')).statusCode).toBe(201);
    expect((await api.get(pest, id)).json()).toMatchObject({ blocked: false });
  });
});
