import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import { startPostgresCluster, type PostgresCluster } from '../postgres-cluster';
import { testJpeg } from '../uploads';
import { startAppProcess, type AppProcess } from './app-process';
import { chaosSkipReason } from './skip-reason';
import { createClient, startTraffic, type ChaosClient, type Outcome } from './traffic';

/**
 * Chaos: the app as its own process on a PostgreSQL server of its own, under steady traffic
 * with writes, while the database restarts twice and is then down for a while. The process must
 * survive, serve again within 5 s of each restart, fail fast while the database is down, and
 * keep every write it acknowledged.
 */
const skipReason = chaosSkipReason();

const RECOVERY_LIMIT_MS = 5_000;

describe.skipIf(skipReason)('chaos: PostgreSQL restarts under traffic', () => {
  let cluster: PostgresCluster;
  let app: AppProcess;
  let client: ChaosClient;
  const outcomes: Outcome[] = [];

  /** Milliseconds from `since` until a request that reads the database succeeds again. */
  async function servesAgain(since: number): Promise<number> {
    while (Date.now() - since < RECOVERY_LIMIT_MS * 2 && !app.exit()) {
      const { status } = await client.call('probe', '/api/listings?limit=1');
      if (status === 200) return Date.now() - since;
      await sleep(50);
    }
    return Infinity;
  }

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    app = await startAppProcess({ DATABASE_URL: cluster.url });
    client = createClient(app.url, (outcome) => outcomes.push(outcome));
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
    await cluster?.destroy();
  });

  it('survives two restarts, serves again within 5 s, and loses no acknowledged write', async () => {
    const traffic = startTraffic(client, await testJpeg(64, 48));
    const recoveries: number[] = [];
    try {
      await sleep(1000);
      for (let i = 0; i < 2; i++) {
        const started = Date.now();
        await cluster.restart();
        recoveries.push(await servesAgain(started));
        await sleep(1000);
      }
    } finally {
      await traffic.stop();
    }
    const { acknowledged } = traffic;
    const statuses: Record<number, number> = {};
    /** Which requests failed on the server's side, e.g. "upload 500". */
    const failures: Record<string, number> = {};
    for (const { what, status } of outcomes) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      const key = `${what} ${status}`;
      if (status >= 500 || status === 0) failures[key] = (failures[key] ?? 0) + 1;
    }
    console.info(
      `chaos: ${outcomes.length} requests ${JSON.stringify(statuses)} (failed: ` +
        `${JSON.stringify(failures)}), recovered in ` +
        `${recoveries.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(' and ')}, ` +
        `${acknowledged.listings.length} listings and ${acknowledged.users.length} users acknowledged`,
    );

    expect(app.exit(), `the app exited:\n${app.output().slice(-3000)}`).toBeUndefined();
    for (const ms of recoveries) expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
    // The traffic really wrote, before and after the restarts.
    expect(acknowledged.listings.length).toBeGreaterThanOrEqual(5);
    expect(
      outcomes.filter((o) => o.what === 'create-listing' && o.status === 201).at(-1)!.at,
    ).toBeGreaterThan(Date.now() - 2000);

    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      const listings = await db.query<{ id: string; name: string; user_id: string }>(
        'select id, name, user_id from listings where id = any($1)',
        [acknowledged.listings.map((l) => l.id)],
      );
      const stored = new Map(listings.rows.map((row) => [row.id, row]));
      for (const listing of acknowledged.listings) {
        expect(stored.get(listing.id)).toEqual({
          id: listing.id,
          name: listing.name,
          user_id: listing.userId,
        });
      }
      const users = await db.query('select id from users where id = any($1)', [
        acknowledged.users.map((u) => u.id),
      ]);
      expect(users.rowCount).toBe(acknowledged.users.length);
    } finally {
      await db.end();
    }
    expect(app.output()).toMatch(/PostgreSQL connection lost: terminating connection/);
    expect(app.output()).toMatch(/PostgreSQL is reachable again/);
  });

  it('fails fast while PostgreSQL is down (no request hangs) and serves again once it is up', async () => {
    const user = await client.signUp();
    expect(user).toBeDefined();
    await cluster.stop();
    let down: Awaited<ReturnType<ChaosClient['call']>>[];
    try {
      down = await Promise.all([
        client.call('list', '/api/listings?limit=5'),
        client.call('get', '/api/listings/00000000-0000-4000-8000-000000000000'),
        client.call('me', '/api/me', { headers: { cookie: user!.cookie } }),
      ]);
    } finally {
      await cluster.start();
    }
    for (const response of down) {
      expect(response.status, response.body).toBeGreaterThanOrEqual(500);
      expect(response.ms).toBeLessThan(2000);
    }
    expect(await servesAgain(Date.now())).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(app.exit()).toBeUndefined();
  });

  // The error handler maps isDatabaseUnavailable() to 503, better-auth's answers and tus's too,
  // and /api/health/ready pings the database.
  it('answers 503 DATABASE_UNAVAILABLE to every kind of request while down; ready follows', async () => {
    const user = await client.signUp();
    await cluster.stop();
    let down: Awaited<ReturnType<ChaosClient['call']>>[];
    let readyWhileDown: number;
    try {
      const json = { 'content-type': 'application/json', cookie: user!.cookie };
      down = await Promise.all([
        client.call('list', '/api/listings?limit=5'),
        client.call('get', '/api/listings/00000000-0000-4000-8000-000000000000'),
        client.call('me', '/api/me', { headers: { cookie: user!.cookie } }),
        client.call('rename', '/api/me', {
          method: 'PATCH',
          headers: json,
          body: '{"name":"X"}',
        }),
        client.call('session', '/api/auth/get-session', { headers: { cookie: user!.cookie } }),
        client.call('sign-in', '/api/auth/sign-in/email', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: user!.email, password: 'correct horse battery' }),
        }),
      ]);
      readyWhileDown = (await client.call('ready', '/api/health/ready')).status;
    } finally {
      await cluster.start();
    }
    const codeOf = (body: string) => {
      try {
        const parsed = JSON.parse(body) as { code?: string; error?: { code?: string } } | null;
        return parsed?.error?.code ?? parsed?.code ?? body;
      } catch {
        return body;
      }
    };
    const wrong = down
      .map((r) => `${r.what} ${r.status} ${codeOf(r.body)}`)
      .filter((line) => !line.endsWith(` 503 ${COMMON_ERROR_CODES.databaseUnavailable}`));
    expect(wrong).toEqual([]);
    expect(readyWhileDown).toBe(503);
    expect((await client.call('ready', '/api/health/ready')).status).toBe(200);
  });
});
