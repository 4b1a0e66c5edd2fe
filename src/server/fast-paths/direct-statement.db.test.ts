import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../modules/listings/listings.table';
import { users } from '../modules/users/users.table';
import { insertListing, insertUser } from '../test/factories';
import { createTestDatabase } from '../test/database';
import type { Database } from '../db/client';
import { direct, directPath } from './direct-statement';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const owner = await insertUser(db);
  // Every kind of column a listing has: nulls, timestamps, JSON, floats, booleans.
  await insertListing(db, owner.id, { offer: true, discountedPrice: 20_000 });
  await insertListing(db, owner.id, { closedAt: new Date('2026-01-02T03:04:05.678Z') });
});

afterAll(() => database.close());

describe('direct: a prepared select run on the pool itself', () => {
  it('answers the rows Drizzle answers, decoded alike', async () => {
    const { db } = database;
    const prepared = db
      .select()
      .from(listings)
      .where(eq(listings.type, sql.placeholder('type')))
      .orderBy(desc(listings.createdAt))
      .limit(sql.placeholder('limit'))
      .prepare('direct_test_listings');
    const rows = await direct(prepared).execute({ type: 'rent', limit: 5 });
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(await prepared.execute({ type: 'rent', limit: 5 }));
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(rows.map((row) => row.closedAt)).toContainEqual(new Date('2026-01-02T03:04:05.678Z'));
  });

  it('decodes expressions by their own decoders (a count is a number)', async () => {
    const prepared = database.db
      .select({
        n: count(),
        newest: sql<Date>`max(${listings.createdAt})`.mapWith(listings.createdAt),
      })
      .from(listings)
      .prepare('');
    const [row] = await direct(prepared).execute({});
    expect(row).toEqual((await prepared.execute({}))[0]);
    expect(row!.n).toBe(2);
    expect(row!.newest).toBeInstanceOf(Date);
  });

  it("runs every flat select on the pool on PostgreSQL; PGlite is Drizzle's", () => {
    const { db } = database;
    const flat = db.select().from(users).prepare('');
    const expression = db.select({ n: count() }).from(users).prepare('');
    // On PostgreSQL the fast path must be taken: a fall back here is a regression to find.
    const expected = database.kind === 'postgres' ? 'pool' : 'not node-postgres';
    expect(directPath(flat)).toBe(expected);
    expect(directPath(expression)).toBe(expected);
    expect(direct(flat) !== flat).toBe(database.kind === 'postgres');
  });

  it('leaves nested selections to Drizzle', () => {
    const nested = database.db
      .select({ owner: { id: users.id } })
      .from(users)
      .prepare('');
    expect(direct(nested)).toBe(nested);
  });
});
