import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * How far the expiry job has reminded owners (docs/decisions/0027-listing-expiry.md): every
 * listing with (renewed_at, id) up to this point has been passed, mailed its reminder if it was
 * listed. One row. A renewal moves a listing past it (renewed_at is then the clock's now, later
 * than any reminder's due time), so each life of a listing is passed once: the reminders need
 * no mark on each listing, and a run reads only the listings that came due since the last one.
 */
export const expiryReminderCursor = pgTable(
  'expiry_reminder_cursor',
  {
    id: smallint('id').primaryKey().default(1),
    renewedAt: timestamp('renewed_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The last listing passed at that time (no foreign key: it may since have been deleted). */
    listingId: uuid('listing_id').notNull(),
  },
  (t) => [check('expiry_reminder_cursor_one_row_check', sql`${t.id} = 1`)],
);
