import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/users.table';
import { createTestDatabase } from '../test/database';
import { insertUser } from '../test/factories';
import type { Database, Db } from './client';
import { namedStatement } from './named-statement';
import { rawRows } from './raw-rows';
import { withTransaction } from './transaction';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

const p = (key: string) => sql.placeholder(key);

/** A data-modifying WITH, as the hot paths write them: renames a user, says how many. */
const rename = namedStatement<{ renamed: number }>(
  'named_statement_test_rename',
  sql`with changed as (
        update ${users} set name = ${p('name')}::text where id = ${p('id')}::text returning id
      )
      select count(*)::int as renamed from changed`,
);
const nameOf = (db: Db, id: string) =>
  rawRows<{ name: string }>(db, sql`select name from ${users} where id = ${id}`);

describe('a named statement', () => {
  it('runs again and again on the pool with each call’s values', async () => {
    const { db } = database;
    const [a, b] = [await insertUser(db), await insertUser(db)];
    for (const [user, name] of [
      [a, 'First'],
      [b, 'Second'],
      [a, 'Third'],
    ] as const) {
      expect(await rename.rows(db, { id: user.id, name })).toEqual([{ renamed: 1 }]);
    }
    expect(await nameOf(db, a.id)).toEqual([{ name: 'Third' }]);
    expect(await nameOf(db, b.id)).toEqual([{ name: 'Second' }]);
    expect(await rename.rows(db, { id: 'nobody', name: 'None' })).toEqual([{ renamed: 0 }]);
  });

  it('runs in the transaction it is given, and is undone with it', async () => {
    const { db } = database;
    const user = await insertUser(db, { name: 'Before' });
    await expect(
      withTransaction(db, async (tx) => {
        await rename.rows(tx, { id: user.id, name: 'Inside' });
        expect(await nameOf(tx, user.id)).toEqual([{ name: 'Inside' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await nameOf(db, user.id)).toEqual([{ name: 'Before' }]);
  });

  it('is prepared by PostgreSQL under its name on the connection that ran it', async () => {
    const { db } = database;
    const user = await insertUser(db);
    const prepared = await withTransaction(db, async (tx) => {
      await rename.rows(tx, { id: user.id, name: 'Named' });
      return rawRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name = 'named_statement_test_rename'`,
      );
    });
    // PGlite takes no statement names: it prepares every statement anew.
    expect(prepared).toHaveLength(database.kind === 'postgres' ? 1 : 0);
  });
});
