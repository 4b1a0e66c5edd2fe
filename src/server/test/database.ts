import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/** The PostgreSQL server tests use when TEST_DB=postgres. */
export const testPostgresUrl = () =>
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server URL with another database. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or a new database
 * on the PostgreSQL server that close() drops again: a copy of the run's migrated template when
 * the global setup made one (the cluster's tests run without it and migrate their own).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = await readFile(inject('pgliteTemplate'));
    return openDatabase({ loadDataDir: new Blob([template]) });
  }
  const adminUrl = testPostgresUrl();
  const name = `homestead_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: withDatabaseName(adminUrl, name),
    poolSize: 4,
  });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its connections have closed; dropping "with (force)" while one
      // is still closing kills it, and its client throws an uncaught error. Let them go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
