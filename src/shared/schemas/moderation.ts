import { z } from 'zod';
import { MODERATION_ACTIONS, REPORT_REASONS, type ReportReason } from '../moderation-rules';
import { listingIdParamsSchema, listingTypeSchema } from './listing';
import { pageOf } from './page';

/** The answers of the moderators' API (/api/moderation/…), which only moderators get. */

const count = z.number().int();
/** How many open reports gave each reason, every reason named. */
const reasonCountsSchema = z.object(
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, count])) as Record<
    ReportReason,
    typeof count
  >,
);
/** How many reports of each reason an action closed: only the reasons given. */
const someReasonCountsSchema = reasonCountsSchema.partial();
export type ReasonCounts = z.infer<typeof someReasonCountsSchema>;

const listingRefSchema = z.object({ id: z.uuid(), name: z.string(), type: listingTypeSchema });
const accountRefSchema = z.object({ id: z.string(), name: z.string() });

/** One reported listing of "Open reports". */
export const openReportSchema = z.object({
  listing: listingRefSchema,
  owner: accountRefSchema,
  /** Its open reports: one per person. */
  reports: count,
  reasons: reasonCountsSchema,
  /** What the reports said in "Details", the latest first (the 20 latest). */
  details: z.array(z.object({ text: z.string(), reportedAt: z.string() })),
});
export type OpenReport = z.infer<typeof openReportSchema>;

/** GET /api/moderation/reports: the most reported listings first (at most 100). */
export const openReportsSchema = z.object({ items: z.array(openReportSchema) });
export type OpenReports = z.infer<typeof openReportsSchema>;

/** One listing of "Hidden listings". */
export const hiddenListingSchema = z.object({
  listing: listingRefSchema,
  owner: accountRefSchema,
  hiddenAt: z.string(),
  /** Hidden with its owner's suspended account (reinstating shows it again), not on its own. */
  withAccount: z.boolean(),
});
export type HiddenListing = z.infer<typeof hiddenListingSchema>;

/** GET /api/moderation/hidden: the latest hidden first, a page at a time. */
export const hiddenListingsSchema = pageOf(hiddenListingSchema);
export type HiddenListings = z.infer<typeof hiddenListingsSchema>;

/** One entry of "History": who did what, to what, when and why. */
export const moderationEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  moderator: accountRefSchema,
  action: z.enum(MODERATION_ACTIONS),
  /** The listing acted on; null for an account's suspension or reinstatement. */
  listing: listingRefSchema.pick({ id: true, name: true }).nullable(),
  /** The account acted on, or the listing's owner. */
  account: accountRefSchema,
  /** Why: the reasons of the open reports the action closed. */
  reasons: someReasonCountsSchema,
  /** A suspension still in force, the account's latest: History offers "Reinstate <name>". */
  reinstatable: z.boolean(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

/** GET /api/moderation/history: newest first, a page at a time. */
export const moderationHistorySchema = pageOf(moderationEntrySchema);
export type ModerationHistory = z.infer<typeof moderationHistorySchema>;

/** The Load More cursor of the paged lists. */
export const moderationPageQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** POST /api/moderation/listings/{id}/{hide|restore|dismiss}. */
export const moderatedListingParamsSchema = listingIdParamsSchema;

/** POST /api/moderation/accounts/{id}/{suspend|reinstate}. */
export const moderatedAccountParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'An account id is 1–64 letters, digits, "_" or "-"'),
});
