import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { listings } from '../listings/listings.table';
import { conversations } from '../messages/messages.table';
import { savedHomes } from '../saved-homes/saved-homes.table';
import { listingViewsDaily } from './statistics.table';

/** The India days asked for: the first and the last (YYYY-MM-DD) and when they begin and end. */
export interface DayRange {
  first: string;
  last: string;
  count: number;
  /** The first day's midnight in India. */
  start: Date;
  /** The midnight in India after the last day. */
  end: Date;
}

export interface StatisticsRow {
  name: string;
  day: string;
  views: number;
  saves: number;
  messages: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/** SQL for a listing's statistics. */
export function createStatisticsRepository(db: Db) {
  return {
    /**
     * A row per day of `days`, oldest first, for the listing of `ownerId` (none for any other
     * listing): its views, the saves made that day that are still kept, and the conversations
     * started that day. One statement; each count reads its index on (listing, time) for the
     * range only. Saves and conversations fall into India days by their time since `start`.
     */
    async daily(listingId: string, ownerId: string, days: DayRange): Promise<StatisticsRow[]> {
      const start = days.start.toISOString();
      const end = days.end.toISOString();
      const dayOf = (column: 'saved_at' | 'created_at') =>
        sql`floor(extract(epoch from ${sql.raw(column)} - ${start}::timestamptz) / ${DAY_SECONDS})::int`;
      return rawRows<StatisticsRow>(
        db,
        sql`
        with days as (
          select i, ${days.first}::date + i as day
          from generate_series(0, ${days.count - 1}) as i
        ),
        viewed as (
          select day, views from ${listingViewsDaily}
          where listing_id = ${listingId} and day between ${days.first}::date and ${days.last}::date
        ),
        saved as (
          select ${dayOf('saved_at')} as i, count(*)::int as n from ${savedHomes}
          where listing_id = ${listingId}
            and saved_at >= ${start}::timestamptz and saved_at < ${end}::timestamptz
          group by 1
        ),
        started as (
          select ${dayOf('created_at')} as i, count(*)::int as n from ${conversations}
          where listing_id = ${listingId}
            and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          group by 1
        )
        select l.name, to_char(d.day, 'YYYY-MM-DD') as day, coalesce(v.views, 0) as views,
               coalesce(s.n, 0) as saves, coalesce(c.n, 0) as messages
        from ${listings} l
        cross join days d
        left join viewed v on v.day = d.day
        left join saved s on s.i = d.i
        left join started c on c.i = d.i
        where l.id = ${listingId} and l.user_id = ${ownerId}
        order by d.i`,
      );
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
