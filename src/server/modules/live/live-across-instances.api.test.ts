import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../shared/schemas/messages';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, secondInstance, type TestContext } from '../../test/app';
import { holdStream, listening } from '../../test/live-streams';
import { redisUp, TEST_REDIS_URL as REDIS_URL } from '../../test/redis';

const newMessage = (): LiveEvent => ({
  type: 'message',
  conversationId: randomUUID(),
  messageId: randomUUID(),
});

/**
 * Two instances of one site, as behind a balancer: an event published by the instance that
 * committed the message reaches the stream the other instance holds.
 */
function acrossInstances(env: Record<string, string>) {
  let t: TestContext;
  let other: FastifyInstance;
  let otherOrigin: string;
  let alice: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(env);
    other = await secondInstance(t);
    otherOrigin = await listening(other);
    alice = await signUp(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('reaches a stream held by the other instance', async () => {
    const stream = await holdStream(otherOrigin, alice.cookie);
    expect(stream.status).toBe(200);
    const event = newMessage();
    const arrived = stream.next();
    const sent = Date.now();
    await t.app.live.publish(alice.id, event);
    expect(JSON.parse((await arrived).data)).toEqual(event);
    expect(Date.now() - sent).toBeLessThan(1_000);
    stream.close();
  });

  it("reaches no other account's stream on either instance", async () => {
    const bob = await signUp(t);
    const onOther = await holdStream(otherOrigin, bob.cookie);
    const mine = await holdStream(otherOrigin, alice.cookie);
    const arrived = mine.next();
    await t.app.live.publish(alice.id, newMessage());
    await arrived;
    expect(onOther.events).toEqual([]);
    mine.close();
    onOther.close();
  });
}

describe('through the database (LISTEN/NOTIFY)', () => acrossInstances({}));

describe.skipIf(!redisUp)('through Redis pub/sub (REDIS_URL)', () =>
  acrossInstances({ REDIS_URL }),
);
