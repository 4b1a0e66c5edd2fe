import { and, between, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { LISTING_TYPES, type ListingType } from '../../../shared/constants';
import { AMENITIES, TENANTS } from '../../../shared/listing-facts';
import { BEDROOMS_OR_MORE } from '../../../shared/search-filters';
import { arrayParam } from '../../db/raw-rows';
import { listings } from '../listings/listings.table';
import { reachOf, type SearchCell } from './grid-cells';
import type { SearchCriteria } from './search-criteria';
import type { SearchCursor } from './search-cursor';

/**
 * Which conditions a search's SQL holds: its text depends on these alone, never on the values.
 * The SQL of each shape is built once, with placeholders, and run with each search's values
 * (search.repository.ts): Drizzle building it anew for every request was a quarter of the
 * search's CPU.
 */
export interface SearchShape {
  type: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  baths: boolean;
  furnished: boolean;
  parking: boolean;
  offer: boolean;
  /** Bedroom counts below BEDROOMS_OR_MORE. */
  bedsExact: boolean;
  /** BEDROOMS_OR_MORE bedrooms or more ("5+"). */
  bedsOrMore: boolean;
  boxes: number;
  near: boolean;
  text: boolean;
  // The listing facts' filters (docs/product.md#search).
  minArea: boolean;
  maxArea: boolean;
  availableBy: boolean;
  tenant: boolean;
  amenities: boolean;
  /**
   * The bits of the amenities asked that a place's cells keep an index of (INDEXED_AMENITIES):
   * each is written as its index's predicate, which the planner must see to read that index.
   */
  indexedAmenities: number;
}

export function shapeOf(criteria: SearchCriteria): SearchShape {
  return {
    type: criteria.type !== undefined,
    minPrice: criteria.minPrice !== undefined,
    maxPrice: criteria.maxPrice !== undefined,
    baths: criteria.baths !== undefined,
    furnished: criteria.furnished,
    parking: criteria.parking,
    offer: criteria.offer,
    bedsExact: criteria.beds.some((beds) => beds < BEDROOMS_OR_MORE),
    bedsOrMore: criteria.beds.includes(BEDROOMS_OR_MORE),
    boxes: criteria.boxes.length,
    near: criteria.near !== undefined,
    text: criteria.text !== undefined,
    minArea: criteria.minArea !== undefined,
    maxArea: criteria.maxArea !== undefined,
    availableBy: criteria.availableBy !== undefined,
    tenant: criteria.tenant !== undefined,
    amenities: criteria.amenities.length > 0,
    indexedAmenities: bitsOf(AMENITIES, criteria.amenities) & INDEXED_AMENITIES,
  };
}

/** The bits of `keys` in a mask of `all` (listings.amenity_bits, listings.tenant_bits). */
export const bitsOf = (all: readonly string[], keys: readonly string[]) =>
  keys.reduce((bits, key) => bits | (1 << all.indexOf(key)), 0);

/**
 * The rarer amenities, each with an index of the listed homes that have it by cell (migration
 * 0021: listings_cell_gym_idx, _pool_idx, _piped_gas_idx, whose predicates are
 * `amenity_bits & <bit> <> 0`): a place's search asking for one reads only those homes.
 */
const INDEXED_AMENITIES = bitsOf(AMENITIES, ['gym', 'pool', 'piped-gas']);

/**
 * Every amenity mask holding all of `bits`: a home has every amenity asked when its mask is one
 * of these, a list the index on amenity_bits looks up (a bit test it could not).
 */
const supersetsOf = (bits: number) =>
  Array.from({ length: 1 << AMENITIES.length }, (_, mask) => mask).filter(
    (mask) => (mask & bits) === bits,
  );

/** The values of a search's SQL, by name (an array is sent as one parameter, not a list). */
export type SearchValues = Record<string, unknown>;
/**
 * A value of a search's SQL: a placeholder in a statement built once (typed as the value it
 * stands for, which it becomes when the statement runs), or the value itself.
 */
export type ValueOf = <T>(name: string) => T;
export const placeholders: ValueOf = <T>(name: string) => sql.placeholder(name) as unknown as T;
export const valuesFrom =
  (values: SearchValues): ValueOf =>
  <T>(name: string) => {
    const value = values[name];
    // An array is one parameter (a placeholder's value is already one).
    return (Array.isArray(value) ? arrayParam(value) : value) as T;
  };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The values a search's SQL may ask for, by placeholder name: its filters, its boxes, its
 * distance, the cells it reads (with whether the area holds each whole) and where it resumes.
 */
export function valuesOf(
  criteria: SearchCriteria,
  more: { cells?: SearchCell[] | undefined; after?: SearchCursor | undefined } = {},
): SearchValues {
  const values: SearchValues = {
    type: criteria.type,
    // The types a page read cell by cell and type by type reads (search.repository.ts).
    types: criteria.type ? [criteria.type] : LISTING_TYPES,
    minPrice: criteria.minPrice,
    maxPrice: criteria.maxPrice,
    baths: criteria.baths,
    bedsExact: criteria.beds.filter((beds) => beds < BEDROOMS_OR_MORE),
    pattern: criteria.text && `%${escapeLike(criteria.text)}%`,
    // Without a minimum, a maximum still leaves out the homes without an area (area_sort -1).
    minArea: criteria.minArea ?? (criteria.maxArea !== undefined ? 0 : undefined),
    maxArea: criteria.maxArea,
    availableBy: criteria.availableBy,
    tenantBit: criteria.tenant && bitsOf(TENANTS, [criteria.tenant]),
    amenitySets: supersetsOf(bitsOf(AMENITIES, criteria.amenities)),
  };
  criteria.boxes.forEach(([west, south, east, north], i) => {
    Object.assign(values, { [`west${i}`]: west, [`south${i}`]: south });
    Object.assign(values, { [`east${i}`]: east, [`north${i}`]: north });
  });
  if (criteria.near) {
    const { east, reachSquared } = reachOf(criteria.near);
    Object.assign(values, { nearLat: criteria.near.lat, nearLng: criteria.near.lng });
    Object.assign(values, { nearEast: east, nearReach: reachSquared });
  }
  if (more.cells) {
    values.cells = more.cells.map(({ cell }) => cell);
    values.inside = more.cells.map(({ inside }) => inside);
    values.wholeCells = more.cells.filter(({ inside }) => inside).map(({ cell }) => cell);
    values.edgeCells = more.cells.filter(({ inside }) => !inside).map(({ cell }) => cell);
  }
  const after = more.after;
  if (after) {
    values.afterId = after.id;
    if (after.sort === 'newest') values.afterCreatedAt = after.createdAt;
    else if (after.sort === 'area_desc') values.afterArea = after.area;
    else if (after.sort === 'ppsf_asc') values.afterPpsf = after.ppsf;
    else values.afterPrice = after.price;
  }
  return values;
}

/** The listing lies in every box of the search, and within its distance of the place. */
export function inAreaSql(shape: SearchShape, v: ValueOf): SQL | undefined {
  const boxes = Array.from({ length: shape.boxes }, (_, i) => [
    between(listings.lat, v<number>(`south${i}`), v<number>(`north${i}`)),
    between(listings.lng, v<number>(`west${i}`), v<number>(`east${i}`)),
  ]).flat();
  const near =
    shape.near &&
    sql`power(${listings.lat} - ${v('nearLat')}, 2) + power((${listings.lng} - ${v('nearLng')}) * ${v('nearEast')}, 2) <= ${v('nearReach')}`;
  return and(...boxes, near || undefined);
}

/**
 * The search's conditions: its filters, with `area` its boxes and distance, with `cells` only
 * listings of the cells that value names (a value: "{…}"; `cells` all the search's, `wholeCells`
 * those its area holds whole, `edgeCells` the others).
 */
export function conditionsSql(
  shape: SearchShape,
  v: ValueOf,
  { area, cells }: { area: boolean; cells: boolean | 'wholeCells' | 'edgeCells' },
): SQL[] {
  const where: (SQL | undefined)[] = [
    // Written as the column alone, as the partial indexes' predicate is: the planner then uses them.
    sql`${listings.listed}`,
    shape.type ? eq(listings.type, v<ListingType>('type')) : undefined,
    shape.minPrice ? gte(listings.price, v<number>('minPrice')) : undefined,
    shape.maxPrice ? lte(listings.price, v<number>('maxPrice')) : undefined,
    shape.baths ? gte(listings.bathrooms, v<number>('baths')) : undefined,
    shape.furnished ? eq(listings.furnished, true) : undefined,
    shape.parking ? eq(listings.parking, true) : undefined,
    shape.offer ? eq(listings.offer, true) : undefined,
  ];
  if (shape.bedsExact || shape.bedsOrMore) {
    where.push(
      or(
        shape.bedsExact ? sql`${listings.bedrooms} = any(${v('bedsExact')}::integer[])` : undefined,
        shape.bedsOrMore ? gte(listings.bedrooms, BEDROOMS_OR_MORE) : undefined,
      ),
    );
  }
  where.push(...factsSql(shape, v));
  if (area) where.push(inAreaSql(shape, v));
  if (cells) {
    const name = cells === true ? 'cells' : cells;
    where.push(sql`${listings.cell} = any(${v(name)}::integer[])`);
  }
  if (shape.text) {
    where.push(
      or(
        ilike(listings.location, v<string>('pattern')),
        ilike(listings.name, v<string>('pattern')),
      ),
    );
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The listing facts' conditions (docs/product.md#search): an area within the bounds (none
 * when either is asked), available by the day (no date: now), a rent that prefers the tenant or
 * anyone, every amenity asked. Written on the columns the search's cell indexes hold.
 */
function factsSql(shape: SearchShape, v: ValueOf): SQL[] {
  // On area_sort (the area, -1 without one), which the search's indexes hold and listings_area_idx
  // is sorted by: any bound (never below 0) leaves the homes without an area out.
  const where: (SQL | undefined)[] = [
    shape.minArea || shape.maxArea ? gte(listings.areaSort, v<number>('minArea')) : undefined,
    shape.maxArea ? lte(listings.areaSort, v<number>('maxArea')) : undefined,
    shape.availableBy
      ? sql`(${listings.availableFrom} is null or ${listings.availableFrom} <= ${v('availableBy')}::date)`
      : undefined,
    shape.tenant
      ? sql`(${listings.type} = 'rent' and (${listings.tenantBits} = 0 or ${listings.tenantBits} & ${v('tenantBit')}::smallint <> 0))`
      : undefined,
    shape.amenities
      ? sql`${listings.amenityBits} = any(${v('amenitySets')}::smallint[])`
      : undefined,
    // Implied by the masks above; written as the indexes' predicates, with the bit in the text.
    ...AMENITIES.map((_, i) => 1 << i)
      .filter((bit) => (shape.indexedAmenities & bit) !== 0)
      .map((bit) => sql`${listings.amenityBits} & ${sql.raw(String(bit))} <> 0`),
  ];
  return where.filter((condition): condition is SQL => condition !== undefined);
}
