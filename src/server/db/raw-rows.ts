import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL and returns its rows (both drivers answer db.execute with `{ rows }`). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A timestamp parameter, typed for PostgreSQL. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * An array as one parameter, which both drivers send as a PostgreSQL array (cast it in the SQL:
 * `any(${arrayParam(ids)}::uuid[])`). Written bare in sql``, Drizzle would make it a list of
 * parameters, one per value.
 */
export const arrayParam = (values: unknown[]) => sql.param(values);
