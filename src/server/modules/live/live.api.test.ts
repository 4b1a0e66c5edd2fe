import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_CONNECTIONS_PER_ACCOUNT } from '../../../shared/constants';
import type { LiveEvent } from '../../../shared/schemas/messages';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { eventually, holdStream, listening } from '../../test/live-streams';

const HEARTBEAT_MS = 150;
let t: TestContext;
let origin: string;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({}, { liveHeartbeatMs: HEARTBEAT_MS });
  origin = await listening(t.app);
  [alice, bob] = [await signUp(t), await signUp(t)];
});
afterAll(() => t.close());
// Each test starts once the streams an earlier one closed have left.
beforeEach(() => eventually(() => t.app.live.connections() === 0));

const newMessage = (): LiveEvent => ({
  type: 'message',
  conversationId: randomUUID(),
  messageId: randomUUID(),
});

describe('GET /api/me/events', () => {
  it('answers a visitor 401 in JSON, opening nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/events' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(t.app.live.connections()).toBe(0);
  });

  it('streams an account its own events, and no one else its events', async () => {
    const mine = await holdStream(origin, alice.cookie);
    const theirs = await holdStream(origin, bob.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('text/event-stream');
    expect(mine.headers['cache-control']).toBe('no-cache');
    expect(mine.headers['x-accel-buffering']).toBe('no');
    expect(mine.headers['content-encoding']).toBeUndefined();
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    await eventually(() => mine.retry !== undefined);
    expect(mine.retry).toBeGreaterThanOrEqual(1000);

    const event = newMessage();
    const arrived = mine.next();
    await t.app.live.publish(alice.id, event);
    const read = await arrived;
    expect(read.event).toBe('message');
    expect(JSON.parse(read.data)).toEqual(event);
    // Bob's stream saw heartbeats meanwhile, never Alice's event.
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2));
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('beats: a comment line at every heartbeat keeps proxies from closing it', async () => {
    const stream = await holdStream(origin, alice.cookie);
    await eventually(() => stream.comments >= 2, HEARTBEAT_MS * 10);
    stream.close();
  });

  it('keeps nothing of a stream its client closed', async () => {
    const streams = await Promise.all([1, 2, 3].map(() => holdStream(origin, bob.cookie)));
    await eventually(() => t.app.live.connections() === 3);
    for (const stream of streams) stream.close();
    await eventually(() => t.app.live.connections() === 0);
  });

  it(`ends an account's oldest stream past ${LIVE_CONNECTIONS_PER_ACCOUNT}`, async () => {
    const carol = await signUp(t);
    const streams = [];
    for (let i = 0; i < LIVE_CONNECTIONS_PER_ACCOUNT; i++) {
      streams.push(await holdStream(origin, carol.cookie));
    }
    await eventually(() => t.app.live.connections() === LIVE_CONNECTIONS_PER_ACCOUNT);
    const newest = await holdStream(origin, carol.cookie);
    await streams[0]!.ended;
    expect(streams[0]!.events.map((e) => e.event)).toEqual(['replaced']);
    await eventually(() => t.app.live.connections() === LIVE_CONNECTIONS_PER_ACCOUNT);

    const event = newMessage();
    const arrived = newest.next();
    await t.app.live.publish(carol.id, event);
    expect(JSON.parse((await arrived).data)).toEqual(event);
    for (const stream of [...streams.slice(1), newest]) stream.close();
    await eventually(() => t.app.live.connections() === 0);
  });

  it('publishes something not an event of the contract nowhere, and never throws', async () => {
    const stream = await holdStream(origin, alice.cookie);
    const bad = { type: 'message', conversationId: 'no-uuid', messageId: randomUUID() };
    await expect(t.app.live.publish(alice.id, bad as LiveEvent)).resolves.toBeUndefined();
    const good = newMessage();
    const arrived = stream.next();
    await t.app.live.publish(alice.id, good);
    expect(JSON.parse((await arrived).data)).toEqual(good);
    expect(stream.events).toHaveLength(1);
    stream.close();
  });
});

describe('an instance holding as many streams as it may, and closing', () => {
  it('answers 503 with Retry-After past LIVE_CONNECTIONS_MAX, and ends every stream on close', async () => {
    const small = await createTestApp({ LIVE_CONNECTIONS_MAX: '2' });
    try {
      const at = await listening(small.app);
      const user = await signUp(small);
      const held = [await holdStream(at, user.cookie), await holdStream(at, user.cookie)];
      const refused = await small.app.inject({
        method: 'GET',
        url: '/api/me/events',
        headers: { cookie: user.cookie },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json().error.code).toBe('SERVICE_UNAVAILABLE');

      // The drain ends the streams at once rather than wait for SHUTDOWN_TIMEOUT_S.
      const started = Date.now();
      await small.app.close();
      await Promise.all(held.map((stream) => stream.ended));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(small.app.live.connections()).toBe(0);
    } finally {
      await small.close();
    }
  });
});
