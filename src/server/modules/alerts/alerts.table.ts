import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from '../listings/listings.table';
import { savedSearches } from '../saved-searches/saved-searches.table';

/**
 * Listings to match against the saved searches: written in the transaction that publishes a
 * listing or cuts its price, so the intent survives a crash, while the matching itself runs in
 * a job (alert-matching.ts), never in the request. A deleted listing takes its row with it.
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
 * home twice. `mail_key` names the mail (mail_outbox.key) that carried it; null until then. A
 * deleted listing or search takes its matches with it, so a digest never shows a deleted home.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true, precision: 3 }).notNull(),
    mailKey: text('mail_key'),
  },
  (t) => [
    primaryKey({ name: 'alert_matches_pkey', columns: [t.searchId, t.listingId] }),
    // The matches still to mail, search by search (the digests and instant mails read these).
    index('alert_matches_unmailed_idx')
      .on(t.searchId, t.matchedAt)
      .where(sql`${t.mailKey} is null`),
    // A listing deleted: its matches are found by it.
    index('alert_matches_listing_idx').on(t.listingId),
  ],
);
