import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { AMENITIES, AREA_MAX, TENANTS } from '../../../shared/listing-facts';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from '../../../shared/constants';
import { users } from '../users/users.table';
import { ANY_TYPE } from './alert-cells';

const frequencies = ALERT_FREQUENCIES.map((f) => `'${f}'`).join(', ');

/**
 * Searches an account saved (docs/product.md#saved-homes-and-searches): their /search query as the
 * link shows it, how often they mail, and what the query asks of a listing, read once when saved
 * (the place its `q` named then, as a distance around a point), so that a new listing is matched
 * without reading the query again.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The canonical /search query, without "?". */
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    /**
     * What it mailed before a mail's unsubscribe link set it to "never": Undo puts it back, even
     * from the page opened again. Null when no link set it.
     */
    unsubscribedFrom: text('unsubscribed_from', { enum: ALERT_FREQUENCIES }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Its matches recorded before this time have been mailed (null: none yet). */
    mailedBefore: timestamp('mailed_before', { withTimezone: true, precision: 3 }),
    /** The map box of the query: west, south, east, north; null without one. */
    west: doublePrecision('west'),
    south: doublePrecision('south'),
    east: doublePrecision('east'),
    north: doublePrecision('north'),
    /** Around the place `q` named: its point, cos(lat), and the squared reach in degrees. */
    nearLat: doublePrecision('near_lat'),
    nearLng: doublePrecision('near_lng'),
    nearEast: doublePrecision('near_east'),
    nearReach: doublePrecision('near_reach'),
    /** ILIKE pattern of words that named no place (matched in a listing's name or address). */
    textPattern: text('text_pattern'),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} in (${sql.raw(frequencies)})`),
    check(
      'saved_searches_unsubscribed_from_check',
      sql`${t.unsubscribedFrom} in ('instant', 'daily', 'weekly')`,
    ),
    check(
      'saved_searches_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(SAVED_SEARCH_NAME_MAX))}`,
    ),
    check('saved_searches_query_check', sql`char_length(${t.query}) <= 2000`),
    check(
      'saved_searches_box_check',
      sql`(${t.west} is null) = (${t.east} is null) and (${t.south} is null) = (${t.north} is null) and (${t.west} is null) = (${t.south} is null)`,
    ),
    // An account's searches, newest first (GET /api/me/searches), and counted against the limit.
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The searches of one frequency in id order: the mails are composed from these.
    index('saved_searches_frequency_idx').on(t.frequency, t.id),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;

/**
 * The index from a new listing to the searches it may match (alert-cells.ts): one row per cell
 * of 1/4° a search's area touches (cell -1: a search of all places), with its cheap filters
 * copied beside it. Matching a listing reads the rows of its cell, its type (or any) and prices
 * from its own up, instead of every saved search.
 */
export const savedSearchCells = pgTable(
  'saved_search_cells',
  {
    cell: integer('cell').notNull(),
    type: text('type', { enum: ['rent', 'sale', ANY_TYPE] }).notNull(),
    /** PRICE_MAX without a maximum; 0 without a minimum. */
    maxPrice: integer('max_price').notNull(),
    minPrice: integer('min_price').notNull(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** Bit n: n bedrooms wanted (bit 5: five or more); 0: any. */
    bedsMask: integer('beds_mask').notNull(),
    /** Minimum bathrooms; 0: any. */
    baths: integer('baths').notNull(),
    furnished: boolean('furnished').notNull(),
    parking: boolean('parking').notNull(),
    offer: boolean('offer').notNull(),
    // The listing facts' filters (docs/product.md#search), null or 0 when not asked.
    /** Square feet, inclusive; a listing without an area never matches a search with either. */
    minArea: integer('min_area'),
    maxArea: integer('max_area'),
    /** The listing is available on or before this day (no date: available now). */
    availableBy: date('available_by', { mode: 'string' }),
    /** The bit of the tenant asked (listings.tenant_bits); 0: any. Rents only then. */
    tenantBit: smallint('tenant_bit').notNull().default(0),
    /** The amenities asked, as listings.amenity_bits; a listing must have every one. */
    amenityBits: smallint('amenity_bits').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'saved_search_cells_pkey', columns: [t.searchId, t.cell] }),
    check(
      'saved_search_cells_type_check',
      sql`${t.type} in ('rent', 'sale', '${sql.raw(ANY_TYPE)}')`,
    ),
    check('saved_search_cells_price_check', sql`${t.minPrice} between 0 and ${t.maxPrice}`),
    check(
      'saved_search_cells_area_check',
      sql`${t.minArea} between 0 and ${sql.raw(String(AREA_MAX))} and ${t.maxArea} between 0 and ${sql.raw(String(AREA_MAX))} and ${t.minArea} <= ${t.maxArea}`,
    ),
    check(
      'saved_search_cells_tenant_check',
      sql`${t.tenantBit} in (${sql.raw([0, ...TENANTS.map((_, i) => 1 << i)].join(', '))})`,
    ),
    check(
      'saved_search_cells_amenities_check',
      sql`${t.amenityBits} between 0 and ${sql.raw(String((1 << AMENITIES.length) - 1))}`,
    ),
    // Every column matching reads, so that it reads the index alone (a city's cell holds
    // thousands of searches; fetching each row from the table cost more than the rest).
    index('saved_search_cells_match_idx').on(
      t.cell,
      t.type,
      t.maxPrice,
      t.minPrice,
      t.bedsMask,
      t.baths,
      t.furnished,
      t.parking,
      t.offer,
      t.minArea,
      t.maxArea,
      t.availableBy,
      t.tenantBit,
      t.amenityBits,
      t.searchId,
    ),
  ],
);
