import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  postgresClusterUnavailable,
  startPostgresCluster,
  type PostgresCluster,
} from '../test/postgres-cluster';
import { isDatabaseUnavailable, openDatabase, type Database, type DatabaseLog } from './client';

/** The error a promise rejects with, and how long it took. */
async function failure(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await work();
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error('expected a failure');
}

/** The rows of db.execute (node-postgres's result; the Db type leaves it open). */
const rowsOf = <T = unknown>(result: unknown) => (result as { rows: T[] }).rows;

function recordingLog() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const log: DatabaseLog = {
    warn: (_details, message) => lines.push({ level: 'warn', message }),
    info: (_details, message) => lines.push({ level: 'info', message }),
  };
  return { lines, log };
}

const skip = postgresClusterUnavailable() !== undefined;

describe.skipIf(skip)('a PostgreSQL database that goes away and comes back', () => {
  let cluster: PostgresCluster;
  let database: Database;
  const { lines, log } = recordingLog();

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    database = await openDatabase({ databaseUrl: cluster.url, poolSize: 3, log });
  });
  afterAll(async () => {
    await database?.close();
    await cluster?.destroy();
  });

  it('survives a restart with idle connections open, logs it once, and serves again', async () => {
    // Three idle connections in the pool, each ended by the restart.
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    await cluster.restart();
    expect(rowsOf(await database.db.execute(sql`select 1 as n`))).toEqual([{ n: 1 }]);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    expect(lines[0]!.message).toMatch(
      /^PostgreSQL connection lost: terminating connection .*57P01/,
    );
    expect(lines.at(-1)!.message).toMatch(/^PostgreSQL is reachable again/);
  });

  it('survives a restart inside a transaction: the transaction fails as unavailable', async () => {
    const { error } = await failure(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await cluster.restart();
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await database.ping()).toBe(true);
  });

  it('fails fast while the server is down: ping is false, queries reject as unavailable', async () => {
    expect(await database.ping()).toBe(true);
    await cluster.stop();
    try {
      const started = Date.now();
      expect(await database.ping()).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
      const { error, ms } = await failure(() => database.db.execute(sql`select 1`));
      expect(ms).toBeLessThan(1000);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await cluster.start();
    }
    expect(await database.ping()).toBe(true);
  });

  it('gives up on a server that stops answering mid-query (query timeout)', async () => {
    const frozen = await openDatabase({
      databaseUrl: cluster.url,
      poolSize: 1,
      log,
      timeouts: { queryMs: 300 },
    });
    try {
      const result = await frozen.db.execute(sql`select pg_backend_pid() as pid`);
      const pid = rowsOf<{ pid: number }>(result)[0]!.pid;
      // A frozen backend: statement_timeout cannot fire, the socket stays open.
      process.kill(pid, 'SIGSTOP');
      try {
        const { error, ms } = await failure(() => frozen.db.execute(sql`select 1`));
        expect(ms).toBeLessThan(2000);
        expect(isDatabaseUnavailable(error)).toBe(true);
      } finally {
        process.kill(pid, 'SIGCONT');
      }
      // The broken connection was dropped: the next query gets a new one.
      expect(await frozen.ping()).toBe(true);
    } finally {
      await frozen.close();
    }
  });

  it('cancels a statement that runs too long, and that is not "unavailable" (a bug, a 500)', async () => {
    const slow = await openDatabase({
      databaseUrl: cluster.url,
      log,
      timeouts: { statementMs: 100 },
    });
    try {
      const { error } = await failure(() => slow.db.execute(sql`select pg_sleep(1)`));
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014');
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await slow.close();
    }
  });

  it('tells query errors of a working database from unavailability', async () => {
    await database.db.execute(sql`create table if not exists t_unique (k int primary key)`);
    await database.db.execute(sql`insert into t_unique values (1) on conflict do nothing`);
    const duplicate = await failure(() =>
      database.db.execute(sql`insert into t_unique values (1)`),
    );
    const syntax = await failure(() => database.db.execute(sql`selec 1`));
    expect(isDatabaseUnavailable(duplicate.error)).toBe(false);
    expect(isDatabaseUnavailable(syntax.error)).toBe(false);
  });

  it('recognises a session ended by pg_terminate_backend (57P01)', async () => {
    const client = new pg.Client({ connectionString: cluster.url });
    client.on('error', () => {});
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = failure(() => client.query('select pg_sleep(5)'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
    const { error } = await ended;
    expect((error as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(error)).toBe(true);
    await client.end().catch(() => {});
  });
});

describe('connections that cannot be made', () => {
  it('a closed port is unavailable, at once', async () => {
    const port = await freePort();
    const database = await openDatabase({ databaseUrl: `postgres://x@127.0.0.1:${port}/x` });
    try {
      const { error, ms } = await failure(() => database.db.execute(sql`select 1`));
      expect(ms).toBeLessThan(1000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // Wrapped again on the way up, as better-auth does ("Failed to get session").
      expect(isDatabaseUnavailable(new Error('Failed to get session', { cause: error }))).toBe(
        true,
      );
      expect(await database.ping()).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('a server that accepts but never answers is unavailable after the connect timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = await openDatabase({
      databaseUrl: `postgres://x@127.0.0.1:${port}/x`,
      timeouts: { connectMs: 200 },
    });
    try {
      const { error, ms } = await failure(() => database.db.execute(sql`select 1`));
      expect(ms).toBeGreaterThanOrEqual(150);
      expect(ms).toBeLessThan(1500);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it("another service's refused connection is not the database's", async () => {
    const port = await freePort();
    const { error } = await failure(() => fetch(`http://127.0.0.1:${port}/`));
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new Error('ECONNREFUSED'))).toBe(false);
    const socketError = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: socketError }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
