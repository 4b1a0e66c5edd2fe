import { indiaDate } from '../../../shared/listing-facts';
import { STATISTICS_DAYS, type ListingStatistics } from '../../../shared/schemas/statistics';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { DayRange, StatisticsRepository } from './statistics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India days from `count - 1` days before today to today, by `now`. */
export function lastIndiaDays(now: Date, count: number): DayRange {
  const last = indiaDate(now);
  const first = indiaDate(new Date(now.getTime() - (count - 1) * DAY_MS));
  // India keeps one offset all year: a day begins at 00:00 +05:30.
  const start = new Date(`${first}T00:00:00+05:30`);
  const end = new Date(new Date(`${last}T00:00:00+05:30`).getTime() + DAY_MS);
  return { first, last, count, start, end };
}

/** A listing's statistics for its owner (docs/product.md#listing-statistics). */
export function createStatisticsService(deps: { repository: StatisticsRepository; clock: Clock }) {
  return {
    /** The last STATISTICS_DAYS India days; 404 for a missing listing or another's. */
    async of(userId: string, listingId: string): Promise<ListingStatistics> {
      const days = lastIndiaDays(deps.clock.now(), STATISTICS_DAYS);
      const rows = await deps.repository.daily(listingId, userId, days);
      if (rows.length === 0) throw notFound('Listing');
      const sum = (key: 'views' | 'saves' | 'messages') =>
        rows.reduce((total, row) => total + row[key], 0);
      return {
        listingId,
        name: rows[0]!.name,
        days: rows.map(({ day, views, saves, messages }) => ({ day, views, saves, messages })),
        totals: { views: sum('views'), saves: sum('saves'), messages: sum('messages') },
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
