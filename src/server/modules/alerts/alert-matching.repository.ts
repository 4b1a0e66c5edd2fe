import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, rawRows } from '../../db/raw-rows';
import { alertCellSql, ANYWHERE } from '../saved-searches/alert-cells';
import { alertQueue } from './alerts.table';

/** Listings matched per transaction of the matching job. */
const BATCH = 50;

/**
 * Which saved searches a listing matches (§9), recorded in alert_matches once per search and
 * listing. The index rows of the listing's cell (and of ANYWHERE), of its type or any and of
 * budgets from its price up, are read through saved_search_cells_match_idx; the cheap filters
 * beside them, then each candidate's area and words, decide. The listing is read as it is now: a
 * deleted one matches nothing, and what else keeps a listing out of alerts is one more condition
 * on `l` here.
 */
function matchSql(listingId: string, previousPrice: number | null, now: Date) {
  return sql`
    insert into alert_matches (search_id, listing_id, matched_at)
    select s.id, l.id, ${at(now)}
    from listings l
    join saved_search_cells c
      on c.cell = any(array[${alertCellSql(sql`l.lat`, sql`l.lng`)}, ${ANYWHERE}])
     and c.type = any(array[l.type, 'any'])
     and c.max_price >= l.price
    join saved_searches s on s.id = c.search_id
    where l.id = ${listingId}
      and c.min_price <= l.price
      and (c.beds_mask = 0 or c.beds_mask & (1 << least(l.bedrooms, 5)) <> 0)
      and l.bathrooms >= c.baths
      and (l.furnished or not c.furnished)
      and (l.parking or not c.parking)
      and (l.offer or not c.offer)
      and (${previousPrice}::integer is null or c.max_price < ${previousPrice}::integer)
      and s.frequency <> 'never'
      and s.user_id <> l.user_id
      and (s.west is null or l.lng between s.west and s.east and l.lat between s.south and s.north)
      and (s.near_lat is null
           or power(l.lat - s.near_lat, 2) + power((l.lng - s.near_lng) * s.near_east, 2) <= s.near_reach)
      and (s.text_pattern is null or l.name ilike s.text_pattern or l.location ilike s.text_pattern)
    on conflict do nothing`;
}

export function createAlertMatchingRepository(db: Db) {
  return {
    /**
     * Queues a listing for matching in the caller's transaction (the one that publishes it, or
     * cuts its price from `previousPrice`).
     */
    async enqueue(tx: Db, listingId: string, previousPrice?: number): Promise<void> {
      await tx.insert(alertQueue).values({ listingId, previousPrice: previousPrice ?? null });
    },

    /** Matches one listing (the benchmark's unit); how many searches it matched for the first time. */
    async match(listingId: string, previousPrice: number | null, now: Date): Promise<number> {
      const result = await db.execute(matchSql(listingId, previousPrice, now));
      const counts = result as unknown as { rowCount?: number | null; affectedRows?: number };
      return counts.rowCount ?? counts.affectedRows ?? 0;
    },

    /**
     * Takes up to BATCH queued listings, matches them and removes them from the queue, in one
     * transaction: another instance skips the rows this one holds, and a crash leaves them
     * queued. How many listings it took.
     */
    async matchQueued(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const taken = await rawRows<{ listing_id: string; previous_price: number | null }>(
          tx as unknown as Db,
          sql`delete from alert_queue where id in (
                select id from alert_queue order by id limit ${BATCH} for update skip locked)
              returning listing_id, previous_price`,
        );
        for (const row of taken) {
          await tx.execute(matchSql(row.listing_id, row.previous_price, now));
        }
        return taken.length;
      });
    },
  };
}

export type AlertMatchingRepository = ReturnType<typeof createAlertMatchingRepository>;
export const MATCH_BATCH = BATCH;
