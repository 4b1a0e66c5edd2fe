import { sql } from 'drizzle-orm';
import { check, customType, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listings.table';

/** Raw bytes: the visitor's truncated keyed hash. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A listing's views per India day (docs/product.md#listing-statistics): a count and nothing
 * about who. Goes with its listing.
 */
export const listingViewsDaily = pgTable(
  'listing_views_daily',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** India's day, by the app's clock. */
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day] }),
    check('listing_views_daily_views_check', sql`${t.views} >= 0`),
  ],
);

/**
 * Who has been counted for a listing on a day, as a keyed hash that changes with the day: the
 * day's de-duplication and nothing more. The prune job deletes every row older than yesterday.
 * No foreign key: a listing's deletion would have to find its rows without an index leading
 * with the listing (the key leads with the day, for the prune), and the rows go within two days.
 */
export const listingViewVisitors = pgTable(
  'listing_view_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    listingId: uuid('listing_id').notNull(),
    /** The first 16 bytes of HMAC-SHA256(day's key, address, browser, listing). */
    visitor: bytea('visitor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.listingId, t.visitor] }),
    check('listing_view_visitors_visitor_check', sql`octet_length(${t.visitor}) = 16`),
  ],
);
