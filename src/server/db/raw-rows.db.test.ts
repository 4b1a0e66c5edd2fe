import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { direct } from '../fast-paths/direct-statement';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';
import { arrayParam, rawRows } from './raw-rows';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

describe('an array as one parameter, on both drivers', () => {
  it('arrives as the array itself, whatever its texts hold', async () => {
    const texts = ['plain', 'a "quoted", {braced} word', 'back\\slash', '', 'NULL', 'ऊँचा'];
    const rows = await rawRows<{ value: string }>(
      database.db,
      sql`select unnest(${arrayParam(texts)}::text[]) as value`,
    );
    expect(rows.map((row) => row.value)).toEqual(texts);
  });

  it('is cast to integer, boolean and uuid arrays', async () => {
    const id = '3f0c6a4e-8f5b-4d7e-9a51-6c2b1e0d9f42';
    const [row] = await rawRows<{ n: number; yes: number; found: boolean }>(
      database.db,
      sql`select
        (select count(*)::int from unnest(${arrayParam([1, 2, 3])}::integer[])) as n,
        (select count(*)::int from unnest(${arrayParam([true, false])}::boolean[]) b where b) as yes,
        ${id}::uuid = any(${arrayParam([id])}::uuid[]) as found`,
    );
    expect(row).toEqual({ n: 3, yes: 1, found: true });
  });

  it("is a placeholder's value in a prepared statement (run by direct on PostgreSQL)", async () => {
    const prepared = database.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(sql`unnest(${sql.placeholder('values')}::integer[]) as v`)
      .prepare('');
    expect(await direct(prepared).execute({ values: [4, 5] })).toEqual([{ n: 2 }]);
  });
});
