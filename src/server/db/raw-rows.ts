import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL and returns its rows (both drivers answer db.execute with `{ rows }`). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A timestamp parameter, typed for PostgreSQL. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A text[] parameter written as one literal ('{"a","b"}'): every value quoted and escaped. */
export const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
