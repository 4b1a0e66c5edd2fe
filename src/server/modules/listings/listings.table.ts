import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ADDRESS_MAX,
  IMAGES_MAX,
  IMAGES_MIN,
  NAME_MAX,
  NAME_MIN,
  PRICE_MAX,
  PRICE_MIN,
  ROOMS_MAX,
  ROOMS_MIN,
} from '../../../shared/constants';
import {
  AMENITIES,
  AREA_MAX,
  AREA_MIN,
  AREA_TYPES,
  CHARGE_MAX,
  CHARGE_MIN,
  DESCRIPTION_MAX,
  FLOOR_MAX,
  FLOOR_MIN,
  TENANTS,
  TOTAL_FLOORS_MAX,
  TOTAL_FLOORS_MIN,
  type Amenity,
  type Tenant,
} from '../../../shared/listing-facts';
import type { StoredImage } from '../../lib/images/image-store';
import { users } from '../users/users.table';

/**
 * Listings (docs/product.md#listing-rules). The limits are CHECK constraints, so nothing invalid is stored
 * whatever path writes it. Indexes serve every list query (docs/product.md#listing-lists) newest first with keyset paging:
 * plain ascending (created_at, id) columns, scanned backwards.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['rent', 'sale'] }).notNull(),
    name: text('name').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    parking: boolean('parking').notNull(),
    furnished: boolean('furnished').notNull(),
    location: text('location').notNull(),
    offer: boolean('offer').notNull(),
    regularPrice: integer('regular_price').notNull(),
    discountedPrice: integer('discounted_price'),
    /** What a person pays: the discounted price when an offer applies. Search filters and sorts by it. */
    price: integer('price')
      .notNull()
      .generatedAlwaysAs(sql`case when offer then discounted_price else regular_price end`),
    /**
     * The listing's cell of 1/16° (about 7 km) on a grid of the globe, as grid-cells.ts numbers
     * them: a search around a place reads the few cells it covers.
     */
    cell: integer('cell')
      .notNull()
      .generatedAlwaysAs(
        sql`(floor(lat * 16)::integer + 2048) * 8192 + floor(lng * 16)::integer + 4096`,
      ),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    // The facts beyond the rooms (docs/product.md#listing-facts), each optional: null, or an
    // empty list, when the owner gave none.
    /** Whole square feet, measured as `areaType` says (both or neither). */
    area: integer('area'),
    areaType: text('area_type', { enum: AREA_TYPES }),
    /** 0 is the ground floor; with `totalFloors` (both or neither). */
    floor: integer('floor'),
    totalFloors: integer('total_floors'),
    /** The day it is free to move in, in India; null or past means now. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** Rupees; a rent's only. */
    deposit: integer('deposit'),
    maintenance: integer('maintenance'),
    /** Whom a rent's owner prefers (TENANTS' keys); empty means anyone. */
    tenants: text('tenants')
      .array()
      .$type<Tenant[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** AMENITIES' keys, each at most once. */
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Plain text as the owner wrote it, line breaks kept. */
    description: text('description'),
    // What search filters and sorts the facts by (docs/product.md#search), computed on write so
    // that the search's covering indexes can hold them (an index's INCLUDE takes columns only).
    /** Bit i: AMENITIES[i] ticked. A home has every amenity asked when `bits & asked = asked`. */
    amenityBits: smallint('amenity_bits')
      .notNull()
      .generatedAlwaysAs(sql.raw(bitsOf('amenities', AMENITIES))),
    /** Bit i: TENANTS[i] preferred; 0 means anyone. */
    tenantBits: smallint('tenant_bits')
      .notNull()
      .generatedAlwaysAs(sql.raw(bitsOf('tenants', TENANTS))),
    /** "Area: largest first" sorts by this, -1 without an area: last, and a plain keyset. */
    areaSort: integer('area_sort')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(area, -1)`),
    /** "Price per sq ft: low to high": the price paid ÷ area, Infinity without an area (last). */
    ppsfSort: doublePrecision('ppsf_sort')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce((case when offer then discounted_price else regular_price end)::float8 / area, 'Infinity'::float8)`,
      ),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Marked rented (a rent) or sold (a sale) by its owner; null while on offer. */
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    /** Hidden by a moderator; null otherwise. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    /**
     * Hidden with its owner's whole account (a suspension), not on its own: reinstating the
     * account shows it again; a listing a moderator hid one by one stays hidden.
     */
    hiddenWithAccount: boolean('hidden_with_account').notNull().default(false),
    /** When it expired for want of an edit or a renewal; null while current. */
    expiredAt: timestamp('expired_at', { withTimezone: true, precision: 3 }),
    /** Last created, edited or renewed: it expires LISTING_TTL_DAYS after. */
    renewedAt: timestamp('renewed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When its owner was mailed that it expires soon, in this life; null until then. */
    remindedAt: timestamp('reminded_at', { withTimezone: true, precision: 3 }),
    /**
     * Shown to the public: in the lists, search, the map, the sitemap and alerts. Every public
     * query asks for it, and the indexes they read hold only such listings (partial indexes).
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`closed_at is null and hidden_at is null and expired_at is null`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('listings_type_check', sql`${t.type} in ('rent', 'sale')`),
    check(
      'listings_name_length_check',
      sql`char_length(${t.name}) between ${sql.raw(String(NAME_MIN))} and ${sql.raw(String(NAME_MAX))}`,
    ),
    check(
      'listings_location_check',
      sql`char_length(${t.location}) between 1 and ${sql.raw(String(ADDRESS_MAX))}`,
    ),
    check(
      'listings_bedrooms_check',
      sql`${t.bedrooms} between ${sql.raw(String(ROOMS_MIN))} and ${sql.raw(String(ROOMS_MAX))}`,
    ),
    check(
      'listings_bathrooms_check',
      sql`${t.bathrooms} between ${sql.raw(String(ROOMS_MIN))} and ${sql.raw(String(ROOMS_MAX))}`,
    ),
    check(
      'listings_regular_price_check',
      sql`${t.regularPrice} between ${sql.raw(String(PRICE_MIN))} and ${sql.raw(String(PRICE_MAX))}`,
    ),
    check(
      'listings_discounted_price_check',
      sql`(not ${t.offer} and ${t.discountedPrice} is null) or (${t.offer} and ${t.discountedPrice} is not null and ${t.discountedPrice} between ${sql.raw(String(PRICE_MIN))} and ${sql.raw(String(PRICE_MAX))} and ${t.discountedPrice} < ${t.regularPrice})`,
    ),
    check(
      'listings_images_check',
      sql`jsonb_typeof(${t.images}) = 'array' and jsonb_array_length(${t.images}) between ${sql.raw(String(IMAGES_MIN))} and ${sql.raw(String(IMAGES_MAX))}`,
    ),
    check(
      'listings_hidden_with_account_check',
      sql`not ${t.hiddenWithAccount} or ${t.hiddenAt} is not null`,
    ),
    check(
      'listings_area_check',
      sql`(${t.area} is null) = (${t.areaType} is null) and (${t.area} is null or ${t.area} between ${sql.raw(String(AREA_MIN))} and ${sql.raw(String(AREA_MAX))} and ${t.areaType} in (${sql.raw(AREA_TYPES.map((k) => `'${k}'`).join(', '))}))`,
    ),
    check(
      'listings_floor_check',
      sql`(${t.floor} is null) = (${t.totalFloors} is null) and (${t.floor} is null or ${t.floor} between ${sql.raw(String(FLOOR_MIN))} and ${sql.raw(String(FLOOR_MAX))} and ${t.totalFloors} between ${sql.raw(String(TOTAL_FLOORS_MIN))} and ${sql.raw(String(TOTAL_FLOORS_MAX))} and ${t.floor} <= ${t.totalFloors})`,
    ),
    check(
      'listings_charges_check',
      sql`coalesce(${t.deposit}, ${sql.raw(String(CHARGE_MIN))}) between ${sql.raw(String(CHARGE_MIN))} and ${sql.raw(String(CHARGE_MAX))} and coalesce(${t.maintenance}, ${sql.raw(String(CHARGE_MIN))}) between ${sql.raw(String(CHARGE_MIN))} and ${sql.raw(String(CHARGE_MAX))}`,
    ),
    // A deposit, maintenance and preferred tenants belong to a rent.
    check(
      'listings_rent_facts_check',
      sql`${t.type} = 'rent' or (${t.deposit} is null and ${t.maintenance} is null and cardinality(${t.tenants}) = 0)`,
    ),
    check('listings_tenants_check', sql`${t.tenants} <@ ${sql.raw(textArray(TENANTS))}`),
    check('listings_amenities_check', sql`${t.amenities} <@ ${sql.raw(textArray(AMENITIES))}`),
    check(
      'listings_description_check',
      sql`char_length(${t.description}) between 1 and ${sql.raw(String(DESCRIPTION_MAX))}`,
    ),
    check('listings_lat_check', sql`${t.lat} between -90 and 90`),
    check('listings_lng_check', sql`${t.lng} between -180 and 180`),
    // The public lists read listed listings only: the indexes hold no others.
    index('listings_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.listed}`),
    index('listings_type_created_idx')
      .on(t.type, t.createdAt, t.id)
      .where(sql`${t.listed}`),
    index('listings_offer_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.offer} and ${t.listed}`),
    index('listings_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The moderators' "Hidden listings", the latest hidden first.
    index('listings_hidden_idx')
      .on(t.hiddenAt, t.id)
      .where(sql`${t.hiddenAt} is not null`),
    // The expiry job's: the listed listings renewed longest ago, to expire them, and those of
    // them not yet reminded (a listing leaves the second once reminded).
    index('listings_renewed_idx')
      .on(t.renewedAt)
      .where(sql`${t.listed}`),
    index('listings_remind_idx')
      .on(t.renewedAt)
      .where(sql`${t.listed} and ${t.remindedAt} is null`),
    // Search sorted by price, all types or one (keyset on (price, id) both ways). Migration 0008
    // makes listings_price_idx (price, id) INCLUDE (type, lat, lng), which Drizzle cannot declare:
    // the map of a region within a budget reads its edge price bands from the index alone.
    index('listings_type_price_idx')
      .on(t.type, t.price, t.id)
      .where(sql`${t.listed}`),
    // Search sorted by area (largest first) or by price per sq ft (lowest first), all types or
    // one, homes without an area last: the sort columns hold a stand-in for "none" that sorts
    // last. With a type: a sale's price per sq ft is a hundred times a rent's, and walking every
    // rent to reach the cheapest sale took seconds. Migration 0017 makes listings_area_idx
    // (area_sort, id) and listings_amenities_idx (amenity_bits) INCLUDE every filtered column,
    // which Drizzle cannot declare: an area range or a set of amenities over all India is counted
    // from the index alone.
    index('listings_ppsf_idx')
      .on(t.ppsfSort, t.id)
      .where(sql`${t.listed}`),
    index('listings_type_area_idx')
      .on(t.type, t.areaSort, t.id)
      .where(sql`${t.listed}`),
    index('listings_type_ppsf_idx')
      .on(t.type, t.ppsfSort, t.id)
      .where(sql`${t.listed}`),
    // Search within a map box or around a place, from an index alone and the table for one page:
    // listings_cell_created_idx, _price_idx, _area_idx (cell, sort column, id), _ppsf_idx (cell,
    // type, ppsf_sort, id), _gym_idx, _pool_idx, _piped_gas_idx (cell) of the homes with that
    // amenity and _offer_idx (cell, created_at, id) of the offers (migrations 0007, 0017, 0021,
    // 0022; Drizzle cannot declare their INCLUDE columns), each holding every filtered column.
    // Price nearby's listings_nearby_idx (type, bedrooms, cell, price, id; 0020, keyed by price
    // since 0025) holds them too: a place's count of a type and bedrooms within a budget.
    // Which listings name an image key (images @> '[{"key": …}]'): the image deletion job and the
    // storage reconciliation ask this before deleting any file.
    index('listings_images_idx').using('gin', t.images.op('jsonb_path_ops')),
    // A search whose words name no place matches them anywhere in the name or the address
    // (ILIKE '%words%'): trigram indexes (pg_trgm, migration 0009) answer it without reading
    // every listing. Listed ones only, as the search asks: a listing that leaves the public
    // (expired, rented, sold, hidden) then writes no trigrams, half the cost of its update.
    index('listings_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`${t.listed}`),
    index('listings_location_trgm_idx')
      .using('gin', t.location.op('gin_trgm_ops'))
      .where(sql`${t.listed}`),
  ],
);

/** A bit mask of which of `keys` the text array `column` holds: bit i for keys[i]. */
function bitsOf(column: string, keys: readonly string[]): string {
  const bits = keys.map(
    (key, i) => `(case when '${key}' = any(${column}) then ${1 << i} else 0 end)`,
  );
  return `(${bits.join(' + ')})::smallint`;
}

/** A fixed list as an SQL array literal, for the CHECK constraints. */
function textArray(keys: readonly string[]): string {
  return `array[${keys.map((key) => `'${key}'`).join(', ')}]::text[]`;
}

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
