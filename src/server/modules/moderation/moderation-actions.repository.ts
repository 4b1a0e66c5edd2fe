import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/moderation-rules';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { listings } from '../listings/listings.table';
import { sessions, users } from '../users/users.table';
import { moderationActions } from './moderation-actions.table';

/** An account as a moderator's action reads it, its row locked until the action's end. */
export interface LockedAccount {
  id: string;
  name: string;
  email: string;
  suspendedAt: Date | null;
}

/** What the history records of one action (its time is the database's). */
export type NewModerationEntry = typeof moderationActions.$inferInsert & {
  reasons: Partial<Record<ReportReason, number>>;
};

/**
 * The writes of the moderators' actions, each run inside the action's one transaction (`tx`):
 * the listing's or account's change, its reports, its sessions and its line of history commit
 * together or not at all. The grid's counts of search follow the listings' changes in the same
 * transaction (the listings table's trigger).
 */
export function createModerationActionsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return withTransaction(db, work);
    },

    /** The account, locked against another action on it at the same time. */
    async lockAccount(tx: Db, id: string): Promise<LockedAccount | undefined> {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('no key update');
      return row;
    },

    async accountName(tx: Db, id: string): Promise<string> {
      const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
      return row?.name ?? '';
    },

    /** Hides the listing on its own (hidden with its account before: now on its own), or shows it. */
    async setHidden(tx: Db, listingId: string, hidden: boolean): Promise<void> {
      await tx
        .update(listings)
        .set({
          hiddenAt: hidden ? sql`coalesce(${listings.hiddenAt}, now())` : null,
          hiddenWithAccount: false,
        })
        .where(eq(listings.id, listingId));
    },

    /** Marks the account suspended (`true`) or lifts it. */
    async setSuspended(tx: Db, userId: string, suspended: boolean): Promise<void> {
      await tx
        .update(users)
        .set({ suspendedAt: suspended ? sql`now()` : null })
        .where(eq(users.id, userId));
    },

    /**
     * Deletes every session of the account. Each instance reads the session of every request
     * from the database (no cache), so the account is signed out everywhere at once.
     */
    async endSessions(tx: Db, userId: string): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Hides the account's listings not hidden yet, as hidden with the account. */
    async hideWithAccount(tx: Db, userId: string): Promise<void> {
      await tx
        .update(listings)
        .set({ hiddenAt: sql`now()`, hiddenWithAccount: true })
        .where(and(eq(listings.userId, userId), isNull(listings.hiddenAt)));
    },

    /** Shows again the account's listings its suspension hid (not those hidden on their own). */
    async showWithAccount(tx: Db, userId: string): Promise<void> {
      await tx
        .update(listings)
        .set({ hiddenAt: null, hiddenWithAccount: false })
        .where(and(eq(listings.userId, userId), eq(listings.hiddenWithAccount, true)));
    },

    /** Appends the action to the history. */
    async record(tx: Db, entry: NewModerationEntry): Promise<void> {
      await tx.insert(moderationActions).values(entry);
    },
  };
}

export type ModerationActionsRepository = ReturnType<typeof createModerationActionsRepository>;
