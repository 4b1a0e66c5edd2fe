import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES, MESSAGE_ERROR_CODES } from '../../../shared/api-errors';
import { NEW_CONVERSATIONS_PER_DAY } from '../../../shared/constants';
import type { Conversation } from '../../../shared/schemas/messages';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { messagesApi } from '../../test/messages';

const HOUR = 60 * 60 * 1000;
const DAILY_LIMIT_TEXT = 'You have contacted many owners today. Please try again tomorrow.';

let t: TestContext;
let api: ReturnType<typeof messagesApi>;
let owner: SignedUpUser;
const clock = testClock('2026-12-01T04:30:00.000Z');

beforeAll(async () => {
  // A send limit of 20 a minute: the daily limit's tests stay under it, its own test passes it.
  t = await createTestApp({ MESSAGE_RATE_LIMIT: '20' }, { clock });
  api = messagesApi(t);
  owner = await signUp(t, { name: 'Many Homes Owner' });
});
afterAll(() => t.close());

const homes = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      insertListing(t.database.db, owner.id, { name: `Limit test home ${i + 1}` }),
    ),
  );

describe('the daily limit of new conversations', () => {
  it(`lets an account start ${NEW_CONVERSATIONS_PER_DAY} in 24 hours: the next is 429 with the product's words, a message in one it has still passes; 24 hours on it may start again`, async () => {
    const seeker = await signUp(t, { name: 'Busy Seeker' });
    const listings = await homes(NEW_CONVERSATIONS_PER_DAY + 1);
    const ids: string[] = [];
    for (const listing of listings.slice(0, NEW_CONVERSATIONS_PER_DAY)) {
      const response = await api.start(seeker, listing.id, 'Interested');
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
      clock.advance(HOUR);
    }
    const eleventh = listings[NEW_CONVERSATIONS_PER_DAY]!;
    const refused = await api.start(seeker, eleventh.id, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: MESSAGE_ERROR_CODES.dailyLimit,
      message: DAILY_LIMIT_TEXT,
    });
    const inHindi = await api.call(
      'POST',
      '/api/conversations',
      seeker,
      { listingId: eleventh.id, text: 'One more' },
      { 'accept-language': 'hi' },
    );
    expect(inHindi.statusCode).toBe(429);
    expect(inHindi.json().error.message).toBe(
      'आज आपने बहुत सारे मालिकों से संपर्क किया है। कृपया कल फिर से कोशिश करें।',
    );

    // Messages in conversations it has are not new conversations.
    expect((await api.start(seeker, listings[0]!.id, 'Eleventh message')).statusCode).toBe(200);
    expect((await api.send(seeker, ids[1]!, 'Twelfth message')).statusCode).toBe(201);
    const seen = (await api.get(seeker, ids[0]!)).json<Conversation>();
    expect(seen.messages.map((m) => m.text)).toEqual(['Interested', 'Eleventh message']);

    // The first was started 10 hours ago: 14 hours and a moment on, it is 24 hours old.
    clock.advance(14 * HOUR + 1000);
    expect((await api.start(seeker, eleventh.id, 'A new day')).statusCode).toBe(201);
    expect((await api.start(seeker, (await homes(1))[0]!.id, 'Too soon')).statusCode).toBe(429);
  });

  it('holds when new conversations are asked for at the same moment: exactly one passes the last place', async () => {
    const seeker = await signUp(t, { name: 'Racing Seeker' });
    const listings = await homes(NEW_CONVERSATIONS_PER_DAY + 4);
    for (const listing of listings.slice(0, NEW_CONVERSATIONS_PER_DAY - 1)) {
      expect((await api.start(seeker, listing.id, 'Hi')).statusCode).toBe(201);
    }
    const racing = await Promise.all(
      listings
        .slice(NEW_CONVERSATIONS_PER_DAY - 1)
        .map((listing) => api.start(seeker, listing.id, 'At once')),
    );
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429]);
  });

  it('counts one conversation when the same listing is asked for twice at once (201 and 200, one id)', async () => {
    const seeker = await signUp(t, { name: 'Double Clicker' });
    const [listing] = await homes(1);
    const both = await Promise.all([
      api.start(seeker, listing!.id, 'Click one'),
      api.start(seeker, listing!.id, 'Click two'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    expect((await api.get(seeker, both[0]!.json().id)).json().messages).toHaveLength(2);
  });
});

describe('the send limit', () => {
  it('answers 429 RATE_LIMITED past MESSAGE_RATE_LIMIT messages a minute per account, whatever the body, and not for another account', async () => {
    const chatty = await signUp(t, { name: 'Chatty Seeker' });
    const calm = await signUp(t, { name: 'Calm Seeker' });
    const [listing] = await homes(1);
    const { id } = (await api.start(chatty, listing!.id, 'One')).json<{ id: string }>();
    for (let i = 0; i < 19; i++) {
      // Bodies and addresses written differently count the same: the account is what is counted.
      const variant: Record<string, string> =
        i % 2
          ? { 'content-type': 'application/json; charset=utf-8', 'x-forwarded-for': `10.0.0.${i}` }
          : {};
      const response = await api.call(
        'POST',
        `/api/conversations/${id}/messages`,
        chatty,
        { text: `Message ${i}` },
        variant,
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await api.send(chatty, id, 'Too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe(COMMON_ERROR_CODES.rateLimited);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await api.start(chatty, (await homes(1))[0]!.id, 'New one')).statusCode).toBe(429);
    expect((await api.start(calm, listing!.id, 'Hello')).statusCode).toBe(201);
  });
});
