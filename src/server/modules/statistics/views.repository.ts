import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { listings } from '../listings/listings.table';
import type { GateRow } from './listing-gate';
import { listingViewsDaily, listingViewVisitors } from './statistics.table';
import type { PendingView } from './view-buffer';

/** SQL for the views: the beacon's listing, the batch write and the prune. */
export function createViewsRepository(db: Db) {
  return {
    async gateRow(listingId: string): Promise<GateRow | undefined> {
      const [row] = await db
        .select({ ownerId: listings.userId, listed: listings.listed })
        .from(listings)
        .where(eq(listings.id, listingId));
      return row;
    },

    /**
     * Writes a batch in one statement: each person's first view of a listing on a day adds a
     * visitor row, and each visitor row added counts one view of that listing and day. A view of
     * a listing no longer listed, or its owner's own, adds nothing. Any number of instances may
     * write at once: the visitors' key decides which view is the first, and the batch is sorted
     * so that every instance takes its row locks in the same order.
     */
    async write(views: PendingView[]): Promise<void> {
      const column = <K extends keyof PendingView>(key: K) =>
        arrayParam(views.map((view) => view[key] ?? ''));
      await db.execute(sql`
        with batch as (
          select *
          from unnest(${column('listingId')}::uuid[], ${column('day')}::date[],
                      ${column('visitor')}::text[], ${column('viewerId')}::text[])
            as b(listing_id, day, visitor, viewer_id)
        ),
        counted as (
          insert into ${listingViewVisitors} (day, listing_id, visitor)
          select b.day, b.listing_id, decode(b.visitor, 'hex')
          from batch b join ${listings} l on l.id = b.listing_id
          where l.listed and l.user_id <> b.viewer_id
          order by b.listing_id, b.day, b.visitor
          on conflict do nothing
          returning listing_id, day
        )
        insert into ${listingViewsDaily} (listing_id, day, views)
        select listing_id, day, count(*)::int from counted
        group by listing_id, day
        order by listing_id, day
        on conflict (listing_id, day)
          do update set views = ${listingViewsDaily.views} + excluded.views`);
    },

    /** Forgets the visitors of the days before `day` (YYYY-MM-DD); how many rows went. */
    async forgetVisitorsBefore(day: string): Promise<number> {
      const [row] = await rawRows<{ n: number }>(
        db,
        sql`with gone as (delete from ${listingViewVisitors} where day < ${day}::date returning 1)
            select count(*)::int as n from gone`,
      );
      return row?.n ?? 0;
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
