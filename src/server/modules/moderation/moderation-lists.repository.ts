import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/moderation-rules';
import type { Db } from '../../db/client';
import type { Cursor } from '../listings/cursor';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { moderationActions, type ModerationActionRow } from './moderation-actions.table';

export interface HiddenListingRow {
  id: string;
  name: string;
  type: 'rent' | 'sale';
  ownerId: string;
  ownerName: string;
  hiddenAt: Date;
  withAccount: boolean;
}

export type HistoryRow = ModerationActionRow & {
  reasons: Partial<Record<ReportReason, number>>;
  reinstatable: boolean;
};

/** What the moderators' page reads besides the open reports: hidden listings and the history. */
export function createModerationListsRepository(db: Db) {
  return {
    /** Hidden listings, the latest hidden first, after the cursor; `limit` rows at most. */
    async hidden(limit: number, after?: Cursor): Promise<HiddenListingRow[]> {
      return db
        .select({
          id: listings.id,
          name: listings.name,
          type: listings.type,
          ownerId: listings.userId,
          ownerName: users.name,
          hiddenAt: sql<Date>`${listings.hiddenAt}`.mapWith(listings.hiddenAt),
          withAccount: listings.hiddenWithAccount,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.userId))
        .where(
          and(
            isNotNull(listings.hiddenAt),
            after &&
              sql`(${listings.hiddenAt}, ${listings.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(desc(listings.hiddenAt), desc(listings.id))
        .limit(limit);
    },

    /**
     * The history, newest first, after the entry `afterId`; each suspension says whether it is
     * the account's latest and still in force (History then offers to reinstate it).
     */
    async history(limit: number, afterId?: number): Promise<HistoryRow[]> {
      const rows = await db
        .select({
          entry: moderationActions,
          reinstatable: sql<boolean>`(${moderationActions.action} = 'suspend'
            and ${users.suspendedAt} is not null
            and not exists (
              select 1 from ${moderationActions} as later
              where later.account_id = ${moderationActions.accountId}
                and later.action = 'suspend' and later.id > ${moderationActions.id}))`,
        })
        .from(moderationActions)
        .leftJoin(users, eq(users.id, moderationActions.accountId))
        .where(afterId === undefined ? undefined : lt(moderationActions.id, afterId))
        .orderBy(desc(moderationActions.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.entry, reinstatable: row.reinstatable }));
    },
  };
}

export type ModerationListsRepository = ReturnType<typeof createModerationListsRepository>;
