import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations';
import {
  consoleDatabaseLog,
  createPostgresPool,
  DEFAULT_POSTGRES_TIMEOUTS,
  pingPool,
  type DatabaseLog,
  type PostgresTimeouts,
} from './postgres-pool';
import * as schema from './schema';

export { isDatabaseUnavailable } from './unavailable';
export type { DatabaseLog, PostgresTimeouts } from './postgres-pool';

export type Schema = typeof schema;
/** The one database type the code uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL: the server's URL, for a connection of a module's own outside the pool (the live
   * channel's LISTEN); undefined for the embedded database.
   */
  url?: string | undefined;
  /** Applies the committed migrations (idempotent; safe with several instances starting at once). */
  migrate(): Promise<void>;
  /**
   * Whether the database answers right now (within `timeoutMs`, default 2 s); never throws.
   * For readiness checks: false while PostgreSQL is down, restarting or unreachable.
   */
  ping(timeoutMs?: number): Promise<boolean>;
  /** The server pool's connections now (metrics); undefined for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

const PING_TIMEOUT_MS = 2_000;

/** Arbitrary constant: the advisory lock that serialises migrations between app instances. */
const MIGRATION_LOCK_ID = 727_100_001;

export interface OpenDatabaseOptions {
  /** postgres://… selects a server; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dumped data directory (tests use a migrated template). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** PostgreSQL: where connection losses and recoveries are logged (default: stderr lines). */
  log?: DatabaseLog | undefined;
  /** PostgreSQL: overrides of DEFAULT_POSTGRES_TIMEOUTS (tests shorten them). */
  timeouts?: Partial<PostgresTimeouts> | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPostgresPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      timeouts: { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts },
      log: options.log ?? consoleDatabaseLog,
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      async migrate() {
        // A connection of its own, without the pool's timeouts: waiting for another instance's
        // migrations, or building an index on a big table, may take longer than a request may.
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('error', () => {}); // a lost connection fails the awaited query below
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      ping: (timeoutMs = PING_TIMEOUT_MS) => pingPool(pool, timeoutMs),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    // Trigram indexes of the free-text search (migration 0009).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    // Embedded: it answers as long as it is open.
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    poolStats: () => undefined,
    close: () => client.close(),
  };
}
