import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A kept table's cell: its level of the grid, and its row and column at that level. */
const cellColumns = () => ({
  level: smallint('level').notNull(),
  cellRow: integer('cell_row').notNull(),
  cellCol: integer('cell_col').notNull(),
});

/**
 * What a kept group holds: its listings, and the sums of their coordinates (their mean places a
 * cluster where its homes are).
 */
const countColumns = () => ({
  listings: integer('listings').notNull(),
  latSum: doublePrecision('lat_sum').notNull(),
  lngSum: doublePrecision('lng_sum').notNull(),
});

/**
 * A kept table's key, its cell then the values it groups by, and its count never below zero
 * (the trigger subtracts what it added).
 */
function keptKey<T extends string>(
  name: T,
  t: Record<'level' | 'cellRow' | 'cellCol' | 'listings', AnyPgColumn<{ tableName: T }>>,
  group: AnyPgColumn<{ tableName: T }>[],
) {
  return [
    primaryKey({ name: `${name}_pkey`, columns: [t.level, t.cellRow, t.cellCol, ...group] }),
    check(`${name}_listings_check`, sql`${t.listings} >= 0`),
  ];
}

/**
 * Listings counted per cell of a grid and per value of each filter that has few values, kept by
 * a trigger on `listings` in the same transaction as every write (migrations 0007 and 0008). The map's
 * clusters and the count of a search over all India read a few thousand of these rows instead of
 * every matching listing.
 *
 * A cell of `level` k is 2^-k degrees on each side; `cell_row`/`cell_col` are
 * floor(lat · 2^k)/floor(lng · 2^k). Bedrooms are kept up to 5 ("5+") and bathrooms up to 4
 * ("4+"), as the filters ask for them. A group whose listings were all removed keeps a zero.
 * Migration 0007 makes the primary key INCLUDE the counts and sums (which Drizzle cannot
 * declare), so that a sum is read from the index alone.
 */
export const listingCells = pgTable(
  'listing_cells',
  {
    ...cellColumns(),
    type: text('type', { enum: ['rent', 'sale'] }).notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    bathrooms: smallint('bathrooms').notNull(),
    furnished: boolean('furnished').notNull(),
    parking: boolean('parking').notNull(),
    offer: boolean('offer').notNull(),
    ...countColumns(),
  },
  (t) =>
    keptKey('listing_cells', t, [t.type, t.bedrooms, t.bathrooms, t.furnished, t.parking, t.offer]),
);

/**
 * Every listing counted per cell, whatever its filters: the same trigger keeps it (migration
 * 0008). A search without filters (the map's first view, the count of everything, a place alone)
 * sums one row per cell here instead of every group of the cell in listing_cells.
 */
export const listingCellTotals = pgTable(
  'listing_cell_totals',
  { ...cellColumns(), ...countColumns() },
  (t) => keptKey('listing_cell_totals', t, []),
);

/**
 * A kept table of listings per cell of each level of the grid, per type and per band of a value
 * (band-clusters.ts reads both alike): the band its SQL function gives, the listings, the sums
 * of their coordinates.
 */
function keptBands(name: 'listing_cell_prices' | 'listing_cell_areas') {
  return pgTable(
    name,
    {
      ...cellColumns(),
      type: text('type', { enum: ['rent', 'sale'] }).notNull(),
      band: smallint('band').notNull(),
      ...countColumns(),
    },
    (t) => keptKey(name, t, [t.type, t.band]),
  );
}

/**
 * Listings counted per cell of each level of the grid (2°, 0.5° and, since migration 0023, a
 * city's 1/16°), per type and per band of the price a person pays (listing_price_band:
 * floor(ln(price) · PRICE_BANDS_PER_E); migration 0008, the same trigger): the map of a country, a
 * region or a city with a budget sums the bands it touches, less the listings of its two edge
 * bands beyond the budget, read one by one.
 */
export const listingCellPrices = keptBands('listing_cell_prices');

/**
 * Listings counted per cell of the two coarse levels (2° and 0.5°), per type, per preferred
 * tenants and per set of amenities (listings.tenant_bits and amenity_bits, the masks the search
 * reads), kept by the same trigger (migration 0021): the map of a country or a region asking for
 * a tenant or amenities sums the masks that match instead of clustering every matching listing
 * (all India for bachelors: 450,000). At most 8 × 64 + 64 groups a cell.
 */
export const listingCellFacts = pgTable(
  'listing_cell_facts',
  {
    ...cellColumns(),
    type: text('type', { enum: ['rent', 'sale'] }).notNull(),
    tenantBits: smallint('tenant_bits').notNull(),
    amenityBits: smallint('amenity_bits').notNull(),
    ...countColumns(),
  },
  (t) => keptKey('listing_cell_facts', t, [t.type, t.tenantBits, t.amenityBits]),
);

/**
 * Listings with an area counted per cell of each level of the grid, per type and per band of
 * their area (listing_area_band: a round area's own band, or the values between two; migration
 * 0024, the same trigger): the map of a country, a region or a city asking for an area range sums
 * the bands it touches, less the listings of its two edge bands beyond the range, read one by one
 * (band-clusters.ts), as with a budget.
 */
export const listingCellAreas = keptBands('listing_cell_areas');

/**
 * Listings counted per cell of a city's level (1/16°), per type and per set of amenities
 * (listings.amenity_bits), kept by the same trigger (migration 0024): a city's map asking for
 * amenities sums the sets that hold them (Bengaluru's box at a million: 5,728 kept sets against
 * 12,402 homes with a lift and a gym). Without the tenants, which listing_cell_facts keeps with
 * them at the coarser levels: with them a city's cells held twice the groups, for little gain.
 */
export const listingCellAmenities = pgTable(
  'listing_cell_amenities',
  {
    ...cellColumns(),
    type: text('type', { enum: ['rent', 'sale'] }).notNull(),
    amenityBits: smallint('amenity_bits').notNull(),
    ...countColumns(),
  },
  (t) => keptKey('listing_cell_amenities', t, [t.type, t.amenityBits]),
);

/** Price bands for each factor of e, as listing_price_band counts them: each about 1.6% wide. */
export const PRICE_BANDS_PER_E = 64;
/**
 * The levels listing_cell_facts keeps: a map this wide or wider asking for a tenant or amenities
 * may sum its groups. Not a city's: summing its cells' masks measured little faster than
 * clustering its homes (decision 43); listing_cell_amenities keeps a city's amenities alone.
 * listing_cell_prices and listing_cell_areas keep every level of CELL_LEVELS.
 */
export const FACT_CELL_LEVELS = [-1, 1] as const;

/**
 * The grid's levels, coarsest first: cells of 2°, 0.5° and 1/16° (about 7 km). The triggers
 * fill listing_cells at each (migration 0007), listing_cell_prices (since migration 0023) and
 * listing_cell_areas (0024) too.
 */
export const CELL_LEVELS = [-1, 1, 4] as const;
/** Bedrooms and bathrooms are counted up to these: "5+" and "4+". */
export const CELL_BEDROOMS_MAX = 5;
export const CELL_BATHROOMS_MAX = 4;
