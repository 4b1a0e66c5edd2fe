// The SQL the app's listings repository sends for the benchmarked requests, captured from
// Drizzle's query log, so the bare baseline can be checked to run exactly the same statements.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createListingsRepository } from '../../src/server/modules/listings/listings.repository';

export interface ListingsSql {
  firstPage: string;
  nextPage: string;
  byId: string;
}

export async function captureListingsSql(
  databaseUrl: string,
  sample: { cursor: { createdAt: string; id: string }; id: string },
): Promise<ListingsSql> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const statements: string[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query) => void statements.push(query) },
  }) as unknown as Db;
  try {
    const repository = createListingsRepository(db);
    await repository.list({ type: 'rent' }, 11);
    await repository.list({ type: 'rent' }, 3, sample.cursor);
    await repository.findById(sample.id);
  } finally {
    await pool.end();
  }
  const [firstPage, nextPage, byId] = statements;
  if (!firstPage || !nextPage || !byId) {
    throw new Error(`Expected 3 statements, captured ${statements.length}`);
  }
  return { firstPage, nextPage, byId };
}
