import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { messagesApi } from '../../test/messages';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestContext;
let api: ReturnType<typeof messagesApi>;
let seekers: SignedUpUser[];
const clock = testClock('2026-12-01T04:30:00.000Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = messagesApi(t);
  seekers = await Promise.all(
    ['Asha', 'Bharat', 'Chitra', 'Dev'].map((name) => signUp(t, { name: `${name} Seeker` })),
  );
});
afterAll(() => t.close());

const replyTimeOf = async (listingId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` })).json()
    .ownerReplyTime as unknown;

/**
 * An owner with a listing who receives a conversation from each seeker in turn and answers
 * each after its delay (null: never).
 */
async function ownerAnswering(name: string, delays: (number | null)[]) {
  const owner = await signUp(t, { name });
  const listing = await insertListing(t.database.db, owner.id, { name: `Home of ${name}` });
  for (const [i, delay] of delays.entries()) {
    const started = await api.start(seekers[i]!, listing.id, 'Is it available?');
    expect(started.statusCode).toBe(201);
    if (delay === null) continue;
    clock.advance(delay);
    expect((await api.send(owner, started.json().id, 'Yes it is')).statusCode).toBe(201);
    // A second reply does not change when the first came.
    clock.advance(5 * DAY);
    await api.send(owner, started.json().id, 'Still there?');
  }
  return { owner, listing };
}

describe("an owner's usual reply time on the listing's page", () => {
  it("says 'hour', 'day' or 'days' by the median time to the first reply, once 3 conversations came and half were answered", async () => {
    const fast = await ownerAnswering('Fast Owner', [10 * MINUTE, 20 * MINUTE, 2 * HOUR]);
    const daily = await ownerAnswering('Daily Owner', [5 * HOUR, 6 * HOUR, null, 20 * MINUTE]);
    const slow = await ownerAnswering('Slow Owner', [2 * DAY, 3 * DAY, 30 * MINUTE]);
    expect(await replyTimeOf(fast.listing.id)).toBe('hour');
    expect(await replyTimeOf(daily.listing.id)).toBe('day');
    expect(await replyTimeOf(slow.listing.id)).toBe('days');

    // Only the detail says it: the lists' cards do not.
    const list = await t.app.inject({ method: 'GET', url: `/api/listings?owner=${fast.owner.id}` });
    expect(list.json().items[0]).not.toHaveProperty('ownerReplyTime');

    // Conversations over 90 days old no longer count.
    clock.advance(91 * DAY);
    expect(await replyTimeOf(fast.listing.id)).toBeNull();
  });

  it('says nothing before 3 conversations, or when fewer than half were answered', async () => {
    const few = await ownerAnswering('Few Chats Owner', [10 * MINUTE, 10 * MINUTE]);
    const silent = await ownerAnswering('Silent Owner', [10 * MINUTE, null, null, null]);
    const fresh = await insertListing(t.database.db, (await signUp(t, { name: 'New Owner' })).id);
    expect(await replyTimeOf(few.listing.id)).toBeNull();
    expect(await replyTimeOf(silent.listing.id)).toBeNull();
    expect(await replyTimeOf(fresh.id)).toBeNull();
  });
});
