import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  REASON_NEEDING_DETAILS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from '../../../shared/moderation-rules';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** How a report was closed: its listing hidden, the reports dismissed, its owner suspended. */
export const REPORT_RESOLUTIONS = ['hidden', 'dismissed', 'suspended'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/**
 * Reports of listings ("Report this listing"). A report is open until a moderator acts on its
 * listing; one person has at most one open report per listing (the partial unique index), which
 * sending again replaces. The rules of the report dialog hold here too.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    reportedAt: timestamp('reported_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    resolution: text('resolution', { enum: REPORT_RESOLUTIONS }),
  },
  (t) => [
    check('listing_reports_reason_check', sql`${t.reason} in (${quoted(REPORT_REASONS)})`),
    check(
      'listing_reports_details_check',
      sql`char_length(${t.details}) <= ${sql.raw(String(REPORT_DETAILS_MAX))} and (${t.reason} <> '${sql.raw(REASON_NEEDING_DETAILS)}' or btrim(${t.details}) <> '')`,
    ),
    check(
      'listing_reports_resolution_check',
      sql`(${t.resolvedAt} is null) = (${t.resolution} is null) and (${t.resolution} is null or ${t.resolution} in (${quoted(REPORT_RESOLUTIONS)}))`,
    ),
    // One open report per person and listing; also how the open reports of a listing are read.
    uniqueIndex('listing_reports_open_idx')
      .on(t.listingId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    // A reporter's account goes with its reports (the cascade) without reading every report.
    index('listing_reports_reporter_idx').on(t.reporterId),
  ],
);

export type ListingReportRow = typeof listingReports.$inferSelect;
