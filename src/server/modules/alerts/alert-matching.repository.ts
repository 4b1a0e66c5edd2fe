import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../listings/listings.table';
import { alertCellSql, ANYWHERE, ANY_TYPE } from '../saved-searches/alert-cells';
import { savedSearchCells as c, savedSearches as s } from '../saved-searches/saved-searches.table';
import { alertMatches, alertQueue } from './alerts.table';

/** Queued listings one pass of the job matches. */
export const MATCH_BATCH = 50;

const l = listings;
const value = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * Records, once per search and listing, which saved searches a listing matches
 * (docs/product.md#saved-homes-and-searches). The rows of the matching index in the listing's cell
 * (and ANYWHERE), of its type (or any) and of budgets from its price up are read through
 * saved_search_cells_match_idx; the cheap filters beside them, then each candidate's owner, area
 * and words decide. The listing is read as it is now: a deleted one matches nothing, nor one out of
 * the public lists (rented, sold, hidden, expired). With `previousPrice` (a price cut) only budgets
 * below it count.
 *
 * The search itself is read in a subquery per candidate, not joined: joined, a plan made once for
 * any listing (the statement is prepared) read every saved search first.
 */
function prepareMatching(db: Db) {
  const searchAllows = sql`(select ${s.frequency} <> 'never'
      and ${s.userId} <> ${l.userId}
      and (${s.west} is null or ${l.lng} between ${s.west} and ${s.east} and ${l.lat} between ${s.south} and ${s.north})
      and (${s.nearLat} is null or power(${l.lat} - ${s.nearLat}, 2) + power((${l.lng} - ${s.nearLng}) * ${s.nearEast}, 2) <= ${s.nearReach})
      and (${s.textPattern} is null or ${l.name} ilike ${s.textPattern} or ${l.location} ilike ${s.textPattern})
    from ${s} where ${s.id} = ${c.searchId})`;
  const matches = db
    // Insert … select names every column of the table, in order.
    .select({
      listingId: l.id,
      searchId: c.searchId,
      matchedAt: sql`${value('now')}::timestamptz`.as('matched_at'),
    })
    .from(l)
    .innerJoin(
      c,
      and(
        sql`${c.cell} = any(array[${alertCellSql(sql`${l.lat}`, sql`${l.lng}`)}, ${sql.raw(String(ANYWHERE))}])`,
        sql`${c.type} = any(array[${l.type}, '${sql.raw(ANY_TYPE)}'])`,
        gte(c.maxPrice, l.price),
      ),
    )
    .where(
      and(
        eq(l.id, value<string>('listingId')),
        // Rented, sold, hidden or expired by the time the job runs: no alert.
        sql`${l.listed}`,
        lte(c.minPrice, l.price),
        sql`(${c.bedsMask} = 0 or ${c.bedsMask} & (1 << least(${l.bedrooms}, 5)) <> 0)`,
        gte(l.bathrooms, c.baths),
        sql`(${l.furnished} or not ${c.furnished})`,
        sql`(${l.parking} or not ${c.parking})`,
        sql`(${l.offer} or not ${c.offer})`,
        // The facts (docs/product.md#search): a listing without an area fails either bound.
        sql`(${c.minArea} is null or ${l.area} >= ${c.minArea})`,
        sql`(${c.maxArea} is null or ${l.area} <= ${c.maxArea})`,
        sql`(${c.availableBy} is null or ${l.availableFrom} is null or ${l.availableFrom} <= ${c.availableBy})`,
        sql`(${c.tenantBit} = 0 or (${l.type} = 'rent' and (${l.tenantBits} = 0 or ${l.tenantBits} & ${c.tenantBit} <> 0)))`,
        sql`${l.amenityBits} & ${c.amenityBits} = ${c.amenityBits}`,
        sql`(${value('previousPrice')}::integer is null or ${c.maxPrice} < ${value('previousPrice')}::integer)`,
        searchAllows,
      ),
    );
  return {
    record: db
      .insert(alertMatches)
      .select(matches)
      .onConflictDoNothing()
      .returning({ searchId: alertMatches.searchId })
      .prepare('alert_match'),
    find: matches.prepare('alert_match_find'),
  };
}

export function createAlertMatchingRepository(db: Db) {
  // Named on the server and planned once per connection: planning it took longer than running it.
  const statements = prepareMatching(db);
  return {
    /**
     * Queues a listing for matching in the caller's transaction (the one that publishes it, or
     * cuts its price from `previousPrice`).
     */
    async enqueue(tx: Db, listingId: string, previousPrice?: number): Promise<void> {
      await tx.insert(alertQueue).values({ listingId, previousPrice: previousPrice ?? null });
    },

    /**
     * Which searches a listing matches, without recording them: what the index finds apart from
     * writing the matches (the benchmark measures both).
     */
    async find(listingId: string, previousPrice: number | null, now: Date): Promise<number> {
      const values = { listingId, previousPrice, now: now.toISOString() };
      return (await statements.find.execute(values)).length;
    },

    /** Matches one listing; how many searches it matched for the first time. */
    async match(listingId: string, previousPrice: number | null, now: Date): Promise<number> {
      const rows = await statements.record.execute({
        listingId,
        previousPrice,
        now: now.toISOString(),
      });
      return rows.length;
    },

    /**
     * Matches up to MATCH_BATCH queued listings, then takes them off the queue; how many. One
     * instance runs it at a time (the jobs table); a crash in between matches them again, which
     * records nothing twice.
     */
    async matchQueued(now: Date): Promise<number> {
      const queued = await db
        .select()
        .from(alertQueue)
        .orderBy(asc(alertQueue.id))
        .limit(MATCH_BATCH);
      for (const row of queued) await this.match(row.listingId, row.previousPrice, now);
      if (queued.length > 0) {
        await db.delete(alertQueue).where(
          inArray(
            alertQueue.id,
            queued.map((row) => row.id),
          ),
        );
      }
      return queued.length;
    },
  };
}

export type AlertMatchingRepository = ReturnType<typeof createAlertMatchingRepository>;
