import { bigint, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listings.table';
import { savedSearches } from '../saved-searches/saved-searches.table';

/**
 * Listings to match against the saved searches: written in the transaction that publishes a
 * listing or cuts its price, so the intent survives a crash, while the matching itself runs in
 * a job (alert-matching.repository.ts), never in the request. A deleted listing takes its row with it.
 */
export const alertQueue = pgTable('alert_queue', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  listingId: uuid('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  /** A price cut: the price before it (only searches whose budget it was above match); null for a new listing. */
  previousPrice: integer('previous_price'),
});

/**
 * Each listing a saved search matched, recorded once (the primary key): a search never mails a
 * home twice. A match is mailed once its search's `mailed_before` has passed its `matched_at`
 * (alert-composer.ts): one row per search moves, not one per match. A deleted listing or search
 * takes its matches with it, so a digest never shows a deleted home.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // Listing first: it also finds a deleted listing's matches.
    primaryKey({ name: 'alert_matches_pkey', columns: [t.listingId, t.searchId] }),
    // A search's matches by time: those still to mail, and a deleted search's.
    index('alert_matches_search_idx').on(t.searchId, t.matchedAt),
  ],
);
