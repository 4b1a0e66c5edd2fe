import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, rawRows } from '../../db/raw-rows';
import { listings, type ListingRow } from '../listings/listings.table';
import { savedHomes } from './saved-homes.table';

/** What saving a home came to. */
export type SaveOutcome = 'saved' | 'unknown-listing' | 'full';

/** SQL for saved homes; the rules (how many, which answers) are the service's. */
export function createSavedHomesRepository(db: Db) {
  return {
    /** The account's saved listings, the latest saved first. */
    async list(userId: string): Promise<{ listing: ListingRow; savedAt: Date }[]> {
      return (
        db
          .select({ listing: listings, savedAt: savedHomes.savedAt })
          .from(savedHomes)
          .innerJoin(listings, eq(listings.id, savedHomes.listingId))
          // A home hidden by a moderator is out of sight; a rented or sold one stays, marked so.
          .where(and(eq(savedHomes.userId, userId), isNull(listings.hiddenAt)))
          .orderBy(desc(savedHomes.savedAt), desc(savedHomes.listingId))
      );
    },

    async ids(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: savedHomes.listingId })
        .from(savedHomes)
        .where(eq(savedHomes.userId, userId));
      return rows.map((row) => row.id);
    },

    /**
     * Saves the listing for the account unless it already keeps `max` homes, in one statement;
     * saving a home already saved changes nothing (and keeps when it was first saved). `now` is
     * the app's clock: a listing's statistics count the saves of each day.
     */
    async save(userId: string, listingId: string, max: number, now: Date): Promise<SaveOutcome> {
      const [row] = await rawRows<{ known: boolean; kept: boolean }>(
        db,
        sql`
        with target as (select id from ${listings} where id = ${listingId}),
        already as (
          select 1 from ${savedHomes} where user_id = ${userId} and listing_id = ${listingId}
        ),
        inserted as (
          insert into ${savedHomes} (user_id, listing_id, saved_at)
          select ${userId}, id, ${at(now)} from target
          where (select count(*) from ${savedHomes} where user_id = ${userId}) < ${max}
          on conflict do nothing
          returning 1
        )
        select exists(select 1 from target) as known,
               exists(select 1 from inserted) or exists(select 1 from already) as kept`,
      );
      if (!row?.known) return 'unknown-listing';
      return row.kept ? 'saved' : 'full';
    },

    /** Forgets the saved home, in one statement; false when no such listing exists at all. */
    async remove(userId: string, listingId: string): Promise<boolean> {
      // A data-modifying CTE runs whether or not the select reads it.
      const [row] = await rawRows<{ known: boolean }>(
        db,
        sql`
          with removed as (
            delete from ${savedHomes} where user_id = ${userId} and listing_id = ${listingId}
          )
          select exists(select 1 from ${listings} where id = ${listingId}) as known`,
      );
      return row?.known ?? false;
    },
  };
}

export type SavedHomesRepository = ReturnType<typeof createSavedHomesRepository>;
