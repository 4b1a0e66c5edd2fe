// The app's own search code, for the bare search server of `npm run bench:search`: the SQL its
// search service sends for each benchmarked query (captured from Drizzle's query log, the place
// already found by the app's gazetteer), and how it turns the rows into JSON. The bare server runs
// these, so the difference between the two is the app's own cost per request.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { searchQuerySchema, type SearchPage } from '../../src/shared/schemas/search';
import type { SearchSort } from '../../src/shared/search-filters';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createPlaceFinder } from '../../src/server/lib/geocoder';
import { createLocalStorage } from '../../src/server/lib/storage/local-storage';
import { createListingsRepository } from '../../src/server/modules/listings/listings.repository';
import { systemClock } from '../../src/server/lib/clock';
import { createListingsService } from '../../src/server/modules/listings/listings.service';
import { createListingCellsRepository } from '../../src/server/modules/search/listing-cells.repository';
import { encodeSearchCursor } from '../../src/server/modules/search/search-cursor';
import { createSearchRepository } from '../../src/server/modules/search/search.repository';
import { COUNT_CAP, createSearchService } from '../../src/server/modules/search/search.service';
import type { CapturedStatement } from './app-listings';

export { COUNT_CAP, encodeSearchCursor };

/**
 * One benchmarked search as the app runs it: its page's statement, and its count's, one after
 * the other: first the sum of the cells a place holds whole when there is one (more than
 * COUNT_CAP there ends the count), then the grid's exact sum or a count capped at COUNT_CAP.
 */
export interface CapturedSearch {
  sort: SearchSort;
  limit: number;
  page: CapturedStatement;
  counts: CapturedStatement[];
  /** The last count is the grid's exact sum, not a count capped at COUNT_CAP. */
  exactCount: boolean;
  /** What the app answers for `place`. */
  place: SearchPage['place'];
}

/** Runs the app's search service once for each first-page query string; what it sent. */
export async function captureSearchSql(
  databaseUrl: string,
  queries: string[],
): Promise<Map<string, CapturedSearch>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let statements: CapturedStatement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  }) as unknown as Db;
  const service = createSearchService({
    repository: createSearchRepository(db),
    cells: createListingCellsRepository(db),
    listings: createListingsService({
      repository: createListingsRepository(db),
      storage: createLocalStorage('unused'),
      clock: systemClock,
    }),
    places: createPlaceFinder(),
  });
  const captured = new Map<string, CapturedSearch>();
  try {
    for (const text of queries) {
      const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
      if (query.cursor) throw new Error(`${text}: capture first pages only`);
      statements = [];
      const answer = await service.search(query);
      const [page, ...counts] = statements;
      const last = counts.at(-1);
      if (!page || !last) throw new Error(`${text}: captured ${statements.length} statements`);
      captured.set(text, {
        sort: query.sort,
        limit: query.limit,
        page,
        counts,
        exactCount: last.text.includes('"listing_cells"') && !last.text.includes('unnest'),
        // As the API's schema writes it: these fields, in this order.
        place: answer.place && {
          name: answer.place.name,
          label: answer.place.label,
          kind: answer.place.kind,
          lat: answer.place.lat,
          lng: answer.place.lng,
          radiusKm: answer.place.radiusKm,
        },
      });
    }
  } finally {
    await pool.end();
  }
  return captured;
}
