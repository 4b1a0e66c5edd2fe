import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_ACTIONS,
  MODERATION_ACTIONS,
  type ReportReason,
} from '../../../shared/moderation-rules';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every moderator action, appended in the transaction of the action itself and never changed
 * or deleted: triggers of its migration refuse UPDATE, DELETE and TRUNCATE. So it holds no
 * foreign keys (a cascade would change or delete rows) and keeps the names of then.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    moderatorId: text('moderator_id').notNull(),
    moderatorName: text('moderator_name').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** The listing acted on; null for an account's suspension or reinstatement. */
    listingId: uuid('listing_id'),
    listingName: text('listing_name'),
    /** The account acted on, or the listing's owner. */
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    /** Why: how many open reports of each reason the action closed ({} for none). */
    reasons: jsonb('reasons')
      .$type<Partial<Record<ReportReason, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    check('moderation_actions_action_check', sql`${t.action} in (${quoted(MODERATION_ACTIONS)})`),
    check(
      'moderation_actions_target_check',
      sql`(${t.action} in (${quoted(ACCOUNT_ACTIONS)})) = (${t.listingId} is null) and (${t.listingId} is null) = (${t.listingName} is null)`,
    ),
    check('moderation_actions_reasons_check', sql`jsonb_typeof(${t.reasons}) = 'object'`),
    // History's "Reinstate <name>" goes with an account's latest suspension.
    index('moderation_actions_account_idx').on(t.accountId, t.action, t.id),
  ],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;
