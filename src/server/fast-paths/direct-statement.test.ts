import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/users.table';
import { direct, directPath, missingInternals } from './direct-statement';

// Drizzle prepares without connecting: this pool is never asked for a connection.
const pool = new pg.Pool({ host: '127.0.0.1', port: 1 });
const db = drizzle(pool);

afterAll(() => pool.end());

describe("direct: Drizzle's node-postgres internals it reads", () => {
  it('finds every field it reads on a prepared select, in the shape it reads them', () => {
    const prepared = db.select().from(users).prepare('direct_unit');
    expect(missingInternals(prepared)).toEqual([]);
    expect(directPath(prepared)).toBe('pool');
  });

  it("reads an expression's decoder (count, mapWith) and runs it on the pool", () => {
    const prepared = db
      .select({ n: count(), at: sql<Date>`now()`.mapWith(users.createdAt).as('at') })
      .from(users)
      .prepare('');
    expect(directPath(prepared)).toBe('pool');
  });

  it('leaves a nested selection to Drizzle, by name', () => {
    const nested = db
      .select({ owner: { id: users.id } })
      .from(users)
      .prepare('');
    expect(directPath(nested)).toBe('a nested selection');
    expect(direct(nested)).toBe(nested);
  });

  it('throws, naming the field, when an upgrade moved one (not a quiet fall back)', () => {
    const prepared = db.select().from(users).prepare('');
    delete (prepared as unknown as Record<string, unknown>).queryConfig;
    expect(missingInternals(prepared)).toEqual(['queryConfig']);
    expect(() => direct(prepared)).toThrow(/moved queryConfig/);
  });
});
