import { sql } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { at, rawRows } from '../../db/raw-rows';
import { expiryReminderCursor } from './expiry.table';

/** A listing due its reminder, with what the mail says and where it goes. */
export interface DueReminder {
  id: string;
  name: string;
  type: ListingType;
  renewedAt: Date;
  ownerName: string;
  ownerEmail: string;
}

/** The last listing the reminders passed (keyset on (renewed_at, id)). */
export interface ReminderCursor {
  renewedAt: Date;
  listingId: string;
}

/** Before any listing: where reminders start on a new database. */
const START: ReminderCursor = {
  renewedAt: new Date(0),
  listingId: '00000000-0000-0000-0000-000000000000',
};

/**
 * SQL of a listing's expiry (docs/decisions/0027-listing-expiry.md). Every statement acts on a
 * batch of listings at once, read through listings_renewed_idx; every time is the caller's clock.
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

    /** Where the reminders stand, the row locked until the caller's transaction ends. */
    async lockCursor(tx: Db): Promise<ReminderCursor> {
      const [row] = await tx
        .select({
          renewedAt: expiryReminderCursor.renewedAt,
          listingId: expiryReminderCursor.listingId,
        })
        .from(expiryReminderCursor)
        .for('update');
      return row ?? START;
    },

    /**
     * Up to `limit` listed listings after `after` renewed at or before `cutoff`, oldest first,
     * with their owners: one statement.
     */
    dueReminders(tx: Db, after: ReminderCursor, cutoff: Date, limit: number) {
      return rawRows<DueReminder>(
        tx,
        sql`select l.id, l.name, l.type, l.renewed_at as "renewedAt", u.name as "ownerName",
                   u.email as "ownerEmail"
            from listings l join users u on u.id = l.user_id
            where l.listed
              and (l.renewed_at, l.id) > (${at(after.renewedAt)}, ${after.listingId}::uuid)
              and l.renewed_at <= ${at(cutoff)}
            order by l.renewed_at, l.id
            limit ${limit}`,
      ).then((rows) => rows.map((row) => ({ ...row, renewedAt: new Date(row.renewedAt) })));
    },

    /** Moves the reminders past `cursor`. */
    async setCursor(tx: Db, cursor: ReminderCursor): Promise<void> {
      await tx
        .insert(expiryReminderCursor)
        .values({ id: 1, ...cursor })
        .onConflictDoUpdate({ target: expiryReminderCursor.id, set: cursor });
    },
  };
}

export type ExpiryRepository = ReturnType<typeof createExpiryRepository>;
