import { z } from 'zod';

/** How many India days a listing's statistics cover, the last being today. */
export const STATISTICS_DAYS = 30;

/** One India day of a listing's statistics. */
export const statisticsDaySchema = z.object({
  /** YYYY-MM-DD, India's calendar. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** People who opened the listing's page that day, each once. */
  views: z.number().int().nonnegative(),
  /** People who saved the home that day and still have it saved. */
  saves: z.number().int().nonnegative(),
  /** Conversations started about the listing that day. */
  messages: z.number().int().nonnegative(),
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/**
 * GET /api/listings/{id}/statistics, its owner's only: the last STATISTICS_DAYS India days,
 * oldest first (the last is today), and their totals.
 */
export const listingStatisticsSchema = z.object({
  listingId: z.uuid(),
  name: z.string(),
  days: z.array(statisticsDaySchema).length(STATISTICS_DAYS),
  totals: statisticsDaySchema.omit({ day: true }),
});
export type ListingStatistics = z.infer<typeof listingStatisticsSchema>;
