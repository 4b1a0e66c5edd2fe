// The app's own listing code, for the bare server of the API benchmark: the SQL its repository
// sends (captured from Drizzle's query log), and its row → JSON mapping. The bare server runs
// these instead of copies, so that it cannot drift from the app: what it leaves out is only the
// framework (routing, validation, serialisation, ORM, plugins), the cost the benchmark measures.
import { getTableColumns } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { indiaDate } from '../../src/shared/listing-facts';
import { listingSchema } from '../../src/shared/schemas/listing';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createLocalStorage } from '../../src/server/lib/storage/local-storage';
import { decodeCursor, encodeCursor } from '../../src/server/modules/listings/cursor';
import { createListingsRepository } from '../../src/server/modules/listings/listings.repository';
import { listingDto } from '../../src/server/modules/listings/listings.service';
import { listings, type ListingRow } from '../../src/server/modules/listings/listings.table';
import { createMessagesRepository } from '../../src/server/modules/messages/messages.repository';
import { ownerReplyTime, REPLY_TIME_DAYS } from '../../src/server/modules/messages/reply-time';

export { decodeCursor, encodeCursor, indiaDate, ownerReplyTime, REPLY_TIME_DAYS };

/** One statement as the repository sends it: its text and the values of a sample request. */
export interface CapturedStatement {
  text: string;
  params: unknown[];
}

export interface ListingsSql {
  /** A category's first page: type, then limit. */
  firstPage: CapturedStatement;
  /** A Load More page: type, the cursor's created_at and id, then limit. */
  nextPage: CapturedStatement;
  /** One listing: id, then limit 1. */
  byId: CapturedStatement;
  /** The detail's "usually replies within": the owner's id, then since when (ISO 8601). */
  replyStats: CapturedStatement;
}

/** The sample requests the SQL is captured with; any well-formed values do. */
export const SAMPLE = {
  type: 'rent',
  firstLimit: 11,
  nextLimit: 3,
  cursor: { createdAt: '2026-01-01T00:00:00.000Z', id: '00000000-0000-4000-8000-000000000000' },
  id: '00000000-0000-4000-8000-000000000001',
  ownerId: 'sample-owner',
  since: '2026-01-01T00:00:00.000Z',
} as const;

/** Runs the repositories' benchmarked queries once and returns what they sent. */
export async function captureListingsSql(databaseUrl: string): Promise<ListingsSql> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const statements: CapturedStatement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  }) as unknown as Db;
  try {
    const repository = createListingsRepository(db);
    await repository.list({ type: SAMPLE.type }, SAMPLE.firstLimit);
    await repository.list({ type: SAMPLE.type }, SAMPLE.nextLimit, SAMPLE.cursor);
    await repository.findById(SAMPLE.id);
    await createMessagesRepository(db).replyStats(SAMPLE.ownerId, new Date(SAMPLE.since));
  } finally {
    await pool.end();
  }
  const [firstPage, nextPage, byId, replyStats] = statements;
  if (!firstPage || !nextPage || !byId || !replyStats) {
    throw new Error(`Expected 4 statements, captured ${statements.length}`);
  }
  return { firstPage, nextPage, byId, replyStats };
}

/**
 * The app's JSON of one listing from a row as node-postgres returns it (snake_case columns), as
 * the app answers with local storage. The column names come from the app's table definition.
 * Values are taken as node-postgres parses them (Date, number, parsed jsonb), which are the values
 * Drizzle ends with: converting each one again would add ORM cost to the baseline.
 */
export function createListingDto(): (row: Record<string, unknown>) => unknown {
  // A date column as its text, as Drizzle reads it for the app (a Date would shift by the zone).
  pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
  const columns = Object.entries(getTableColumns(listings)).map(
    ([key, c]) => [key, c.name] as const,
  );
  const storage = createLocalStorage('unused');
  // The app writes a listing's keys in its schema's order (the facts first), not the DTO's.
  const keys = Object.keys(listingSchema.shape);
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, name] of columns) row[key] = raw[name];
    const dto = listingDto(row as ListingRow, storage) as Record<string, unknown>;
    return Object.fromEntries(keys.filter((key) => key in dto).map((key) => [key, dto[key]]));
  };
}
