import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AlertFrequency } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { rawRows } from '../../db/raw-rows';
import { users } from '../users/users.table';
import {
  savedSearchCells,
  savedSearches,
  type NewSavedSearchRow,
  type SavedSearchRow,
} from './saved-searches.table';

type CellRow = Omit<typeof savedSearchCells.$inferInsert, 'searchId'>;

const listed = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
};
export type ListedSearch = Pick<SavedSearchRow, keyof typeof listed>;

/** SQL for saved searches and their rows in the matching index. */
export function createSavedSearchesRepository(db: Db) {
  return {
    /** The account's searches, newest first. */
    list(userId: string): Promise<ListedSearch[]> {
      return db
        .select(listed)
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /**
     * Saves a search and its index rows unless the account has `max` already: undefined then.
     * The account's row is locked first, so two saves at once are counted one after the other.
     */
    async create(
      row: NewSavedSearchRow & { userId: string },
      cells: CellRow[],
      max: number,
    ): Promise<ListedSearch | undefined> {
      return withTransaction(db, async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, row.userId));
        if (held!.n >= max) return undefined;
        const [saved] = await tx.insert(savedSearches).values(row).returning(listed);
        if (cells.length > 0) {
          await tx
            .insert(savedSearchCells)
            .values(cells.map((c) => ({ ...c, searchId: saved!.id })));
        }
        return saved;
      });
    },

    /** Renames the account's search or changes how often it mails; undefined when not theirs. */
    async update(
      userId: string,
      id: string,
      change: { name?: string | undefined; frequency?: AlertFrequency | undefined },
    ): Promise<ListedSearch | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(change.frequency !== undefined && { frequency: change.frequency }),
        })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning(listed);
      return row;
    },

    /** Deletes the account's search (its index rows and matches with it); false when not theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * Sets a search to `frequency` whoever asks (an unsubscribe link names it); its name and the
     * frequency it had, or undefined when it is gone.
     */
    async setFrequency(
      id: string,
      frequency: AlertFrequency,
    ): Promise<{ name: string; previous: AlertFrequency } | undefined> {
      // The joined row is read before the update: it holds the frequency being replaced. Set to
      // "never" (a mail's link), the search remembers what it was, so the link's page opened
      // again still offers it back; any other choice forgets it.
      const [row] = await rawRows<{ name: string; previous: AlertFrequency }>(
        db,
        sql`update saved_searches s set frequency = ${frequency},
              unsubscribed_from = case when ${frequency} <> 'never' then null
                when before.frequency <> 'never' then before.frequency
                else before.unsubscribed_from end
            from saved_searches before
            where s.id = ${id} and before.id = s.id
            returning s.name,
              case when before.frequency = 'never' then coalesce(before.unsubscribed_from, 'never')
                else before.frequency end as previous`,
      );
      return row;
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
