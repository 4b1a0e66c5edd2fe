import { sql } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { at, rawRows } from '../../db/raw-rows';

/** A listing due its reminder, with what the mail says and where it goes. */
export interface DueReminder {
  id: string;
  name: string;
  type: ListingType;
  renewedAt: Date;
  ownerName: string;
  ownerEmail: string;
  /** The language the owner reads: the mail is written in it. */
  ownerLanguage: Language;
}

/**
 * SQL of a listing's expiry (docs/decisions/0027-listing-expiry.md). Every statement acts on a
 * batch of listings at once, found through listings_renewed_idx or listings_remind_idx; every
 * time is the caller's clock.
 */
export function createExpiryRepository(db: Db) {
  return {
    /**
     * Expires up to `limit` listed listings renewed at or before `cutoff`, in one statement; how
     * many. The grid's counts follow in the same statement (the table's statement-level trigger).
     * With `part`, only listings of that part of the map: each part holds whole cells of the
     * grid's coarsest level (2°, the checkerboard's colour `part.index` of `part.of`), inside which
     * every cell, total and price band of a listing lies, so that parts expired at the same time
     * never update the same counts and never wait for each other.
     *
     * The ids are read first (an array, so that each row is then found by its key, not by a
     * hash join over the whole table), without locking them: the update itself waits for a row
     * an owner's save holds and checks it again once the save is done, so a listing that save
     * renewed stays listed. (Locking the rows as they are read wrote each one twice.)
     */
    async expire(
      cutoff: Date,
      now: Date,
      limit: number,
      part = { index: 0, of: 1 },
    ): Promise<number> {
      const [row] = await rawRows<{ expired: number }>(
        db,
        sql`with expired as (
              update listings set expired_at = ${at(now)}
              where id = any(array(
                  select id from listings
                  where listed and renewed_at <= ${at(cutoff)}
                    and mod(floor(lat * 0.5)::integer + floor(lng * 0.5)::integer + 1000,
                            ${part.of}::integer) = ${part.index}
                  order by renewed_at
                  limit ${limit}))
                and listed and renewed_at <= ${at(cutoff)}
              returning 1)
            select count(*)::integer as expired from expired`,
      );
      return row?.expired ?? 0;
    },

    /**
     * Marks up to `limit` listed listings renewed at or before `cutoff` and not reminded in this
     * life as reminded at `now`, in one statement, and returns them with their owners: the
     * caller records their mails in the same transaction. A listing renewed meanwhile is checked
     * again and left out (its new life is reminded in its time).
     */
    remind(tx: Db, cutoff: Date, now: Date, limit: number): Promise<DueReminder[]> {
      return rawRows<DueReminder>(
        tx,
        sql`update listings l set reminded_at = ${at(now)}
            from users u
            where l.id = any(array(
                select id from listings
                where listed and reminded_at is null and renewed_at <= ${at(cutoff)}
                order by renewed_at
                limit ${limit}))
              and l.listed and l.reminded_at is null and l.renewed_at <= ${at(cutoff)}
              and u.id = l.user_id
            returning l.id, l.name, l.type, l.renewed_at as "renewedAt", u.name as "ownerName",
                      u.email as "ownerEmail", u.language as "ownerLanguage"`,
      ).then((rows) => rows.map((row) => ({ ...row, renewedAt: new Date(row.renewedAt) })));
    },
  };
}

export type ExpiryRepository = ReturnType<typeof createExpiryRepository>;
