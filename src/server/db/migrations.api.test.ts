import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../test/database';
import { openDatabase } from './client';
import { migrationsApplied, migrationsFolder } from './migrations';

/** Several instances starting at once on a new database, as a deploy of N replicas does. */
describe.runIf(process.env.TEST_DB === 'postgres')(
  'migrations with instances starting at once',
  () => {
    it('apply once, whichever instance gets there first, and every instance sees them applied', async () => {
      const admin = new pg.Client({ connectionString: testPostgresUrl() });
      await admin.connect();
      const name = `homestead_migrate_${randomBytes(5).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const url = Object.assign(new URL(testPostgresUrl()), { pathname: `/${name}` }).toString();
      const instances = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, poolSize: 2 })),
      );
      try {
        expect(await migrationsApplied(instances[0]!.db)).toBe(false);
        await Promise.all(instances.map((instance) => instance.migrate()));
        for (const instance of instances) expect(await migrationsApplied(instance.db)).toBe(true);
        const check = new pg.Client({ connectionString: url });
        await check.connect();
        const { rows } = await check.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        await check.end();
        expect(rows[0]!.n).toBe(
          readMigrationFiles({ migrationsFolder: migrationsFolder() }).length,
        );
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
