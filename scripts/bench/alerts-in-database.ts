// Matching's time in the database itself, as PostgreSQL's EXPLAIN ANALYZE reports it for the
// app's own statement (captured from Drizzle's query log, as app-listings.ts captures the
// listings' SQL): without the round trip and without turning its rows into objects.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createAlertMatchingRepository } from '../../src/server/modules/alerts/alert-matching.repository';

/** The execution time (ms) of finding each listing's searches, run as a prepared statement. */
export async function findTimesInDatabase(url: string, listingIds: string[]): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: string[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text) => void captured.push(text) },
  }) as unknown as Db;
  try {
    await createAlertMatchingRepository(db).find(listingIds[0]!, null, new Date());
    const client = await pool.connect();
    try {
      await client.query(`prepare bench_find as ${captured.at(-1)!}`);
      const times: number[] = [];
      for (const id of listingIds) {
        const { rows } = await client.query(
          `explain (analyze, timing off, format json) execute bench_find(now(), '${id}', null, null)`,
        );
        times.push((rows[0]['QUERY PLAN'] as { 'Execution Time': number }[])[0]!['Execution Time']);
      }
      return times;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
