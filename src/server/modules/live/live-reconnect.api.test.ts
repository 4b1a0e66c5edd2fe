import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { holdStream, listening } from '../../test/live-streams';
import { logSink } from '../../test/log-sink';

// Only a server has a listening connection that can drop; the embedded database has none.
describe.skipIf(process.env.TEST_DB !== 'postgres')('the listening connection', () => {
  let t: TestContext;
  let origin: string;
  const sink = logSink();
  const said = (words: string) =>
    sink.lines.some((line) => typeof line.msg === 'string' && line.msg.includes(words));

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logger: { level: 'info', stream: sink.stream } },
    );
    origin = await listening(t.app);
  });
  afterAll(() => t.close());

  it('is opened again when it drops, says so, and ends the streams that may have missed events', async () => {
    const user = await signUp(t);
    const before = await holdStream(origin, user.cookie);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'homestead-live' and datname = current_database()`,
    );
    await before.ended;
    expect(said('live: the listening connection to PostgreSQL was lost; reconnecting')).toBe(true);
    expect(said('live: listening on PostgreSQL again')).toBe(true);

    const after = await holdStream(origin, user.cookie);
    const event = {
      type: 'message' as const,
      conversationId: randomUUID(),
      messageId: randomUUID(),
    };
    const arrived = after.next();
    await t.app.live.publish(user.id, event);
    expect(JSON.parse((await arrived).data)).toEqual(event);
    after.close();
  });
});
