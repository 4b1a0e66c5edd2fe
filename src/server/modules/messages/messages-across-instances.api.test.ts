import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Conversation, LiveEvent } from '../../../shared/schemas/messages';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, secondInstance, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { eventually, holdStream, listening, type HeldStream } from '../../test/live-streams';
import { messagesApi } from '../../test/messages';
import { redisUp, TEST_REDIS_URL as REDIS_URL } from '../../test/redis';

/**
 * Two instances of one site, as behind a balancer: a message posted through one instance's API
 * reaches the other person's page whose stream the other instance holds.
 */
function acrossInstances(env: Record<string, string>) {
  let t: TestContext;
  let api: ReturnType<typeof messagesApi>;
  let other: FastifyInstance;
  let otherOrigin: string;
  let owner: SignedUpUser;
  let seeker: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(env);
    api = messagesApi(t);
    other = await secondInstance(t);
    otherOrigin = await listening(other);
    [owner, seeker] = await Promise.all([
      signUp(t, { name: 'Olga Owner' }),
      signUp(t, { name: 'Sam Seeker' }),
    ]);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function streamOnOther(user: SignedUpUser) {
    const stream = await holdStream(otherOrigin, user.cookie);
    onTestFinished(() => stream.close());
    expect(stream.status).toBe(200);
    return stream;
  }

  /** The message the API answered `response` for, as the page would announce it. */
  async function announced(response: LightMyRequestResponse, id?: string): Promise<LiveEvent> {
    expect(response.statusCode, response.body).toBe(201);
    const conversationId = id ?? response.json<{ id: string }>().id;
    const { messages } = (await api.get(owner, conversationId)).json<Conversation>();
    return { type: 'message', conversationId, messageId: messages.at(-1)!.id };
  }

  // Polled rather than awaited with next(): the event may land before its id is known here.
  async function receives(stream: HeldStream, expected: LiveEvent) {
    const received = () =>
      stream.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as unknown);
    await eventually(() => received().some((e) => isDeepStrictEqual(e, expected))).catch(() => {});
    expect(received()).toContainEqual(expected);
  }

  it("reaches the owner's stream when a seeker starts a conversation", async () => {
    const listing = await insertListing(t.database.db, owner.id);
    const stream = await streamOnOther(owner);
    const expected = await announced(await api.start(seeker, listing.id, 'Still available?'));
    await receives(stream, expected);
  });

  it("reaches the seeker's stream when the owner replies", async () => {
    const listing = await insertListing(t.database.db, owner.id);
    const started = await announced(await api.start(seeker, listing.id, 'Still available?'));
    const stream = await streamOnOther(seeker);
    const reply = await api.send(owner, started.conversationId, 'Yes, come and see it');
    await receives(stream, await announced(reply, started.conversationId));
  });
}

describe('through the database (LISTEN/NOTIFY)', () => acrossInstances({}));

describe.skipIf(!redisUp)('through Redis pub/sub (REDIS_URL)', () =>
  acrossInstances({ REDIS_URL }),
);
