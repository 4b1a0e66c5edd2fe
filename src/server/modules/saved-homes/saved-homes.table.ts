import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * The homes each account keeps ("Save <name>"). A row goes with its listing or its account
 * (cascades), so a home its owner deletes leaves every saved list at once.
 */
export const savedHomes = pgTable(
  'saved_homes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** By the app's clock: a listing's statistics count saves per day. */
    savedAt: timestamp('saved_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // /saved lists an account's homes, the latest saved first.
    index('saved_homes_user_saved_idx').on(t.userId, t.savedAt),
    // Deleting a listing finds its rows (the cascade) without reading every account's; a
    // listing's statistics count its saves of the last 30 days from the index alone.
    index('saved_homes_listing_saved_idx').on(t.listingId, t.savedAt),
  ],
);
