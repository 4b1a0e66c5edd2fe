/**
 * What a report of a listing may say and what a moderator may do
 * (docs/product.md#reports-and-moderation), shared by the report dialog, the moderators' page, the
 * API and the tables' CHECK constraints. No zod here: the listing page imports these on its own.
 */

/** The reasons, in the order the dialog offers them ("Reason"); their texts are the catalogue's. */
export const REPORT_REASONS = [
  'rented_or_sold',
  'wrong_details',
  'fake_or_scam',
  'broker',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reason whose report must say what is wrong in "Details". */
export const REASON_NEEDING_DETAILS: ReportReason = 'other';

/** Longest "Details" of a report, in characters. */
export const REPORT_DETAILS_MAX = 1000;

/** Reports one account may send an hour (sending again to the same listing counts too). */
export const REPORTS_PER_HOUR = 20;

/** What a moderator does: to a listing (hide, restore, dismiss its reports) or to an account. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss', 'suspend', 'reinstate'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const LISTING_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export const ACCOUNT_ACTIONS = ['suspend', 'reinstate'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Open reports the moderators' page lists at once: the most reported listings first. */
export const OPEN_REPORTS_SHOWN = 100;
/** The latest details of one listing's open reports that the page shows. */
export const REPORT_DETAILS_SHOWN = 20;
/** Hidden listings and history entries per page of the moderators' lists ("Load More"). */
export const MODERATION_PAGE_SIZE = 50;
