import { and, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Bbox } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import { listings } from '../listings/listings.table';
import { CELL_LEVEL, cellColumnSql, cellRowSql, cellsOf } from './grid-cells';
import { foldIntoGrid, keptRowsIn } from './grid-clusters';
import { listingCellAreas, listingCellPrices, PRICE_BANDS_PER_E } from './listing-cells.table';

/** A value the grid keeps in bands per cell (listing-cells.table.ts), and where its homes hold it. */
export interface BandedValue {
  kept: typeof listingCellPrices | typeof listingCellAreas;
  /** The SQL function that gives a value's band, the one the trigger keeps the bands by. */
  bandOf: 'listing_price_band' | 'listing_area_band';
  /** The listings' column, as the search reads it: the price paid, the area (-1 without one). */
  column: typeof listings.price | typeof listings.areaSort;
  /**
   * The least and the greatest value of the band holding `value`, or a little beyond them: the
   * index reads that range, the band function keeps exactly the band's own.
   */
  first: (value: number) => SQL | number;
  last: (value: number) => SQL | number;
}

/**
 * The values of the area band holding `area`, as listing_area_band numbers them (migration
 * 0024): up to 10,000 sq ft each multiple of 50 is a band of its own and the 49 values after it
 * the next; beyond, each multiple of 1,000 and the 999 after it. A round bound (800–1,500 sq ft)
 * is a whole band: nothing of its edge band is read. As SQL reads a bound of 0, the band of 1.
 */
export function areaBandOf(area: number): { first: number; last: number } {
  const value = Math.max(area, 1);
  const step = value <= 10_000 ? 50 : 1000;
  const below = Math.floor(value / step) * step;
  return value === below
    ? { first: value, last: value }
    : { first: below + 1, last: below + step - 1 };
}

/** The band of `value` by `bandOf`. Every kept value is 1 or more: 0 is the band of 1 (ln 0 has none). */
const bandSql = (bandOf: BandedValue['bandOf'], value: SQL | number) =>
  sql`${sql.raw(bandOf)}(greatest(${value}, 1)::integer)`;

const perE = sql.raw(`${PRICE_BANDS_PER_E}.0`);
const priceBand = (price: number) => bandSql('listing_price_band', price);

export const PRICE_BANDS: BandedValue = {
  kept: listingCellPrices,
  bandOf: 'listing_price_band',
  column: listings.price,
  // A band's bounds are rounded, and a little wider; integers, or the index could not use them.
  first: (price) => sql`(floor(exp(${priceBand(price)} / ${perE})) - 1)::integer`,
  last: (price) => sql`(ceil(exp((${priceBand(price)} + 1) / ${perE})) + 1)::integer`,
};

export const AREA_BANDS: BandedValue = {
  kept: listingCellAreas,
  bandOf: 'listing_area_band',
  column: listings.areaSort,
  first: (area) => areaBandOf(area).first,
  last: (area) => areaBandOf(area).last,
};

/**
 * The listings of `box` within a range of a banded value (perhaps of a type, no other filter) in
 * clusters on a `grid` × `grid` grid of it: the bands from the minimum's to the maximum's summed
 * whole from the kept table, less the listings of those two edge bands beyond the range, read one
 * by one. Read on that side, a round bound's own value (8,296 homes at exactly ₹40,000 at a
 * million) is counted from its kept band, not read.
 */
export async function bandClusters(
  db: Db,
  banded: BandedValue,
  range: { min: number | undefined; max: number | undefined; type: ListingType | undefined },
  { box, grid, level }: { box: Bbox; grid: number; level: number },
) {
  const [west, south, east, north] = box;
  const scale = 2 ** level;
  const [rowFirst, rowLast] = [Math.floor(south * scale), Math.floor(north * scale)];
  const [colFirst, colLast] = [Math.floor(west * scale), Math.floor(east * scale)];
  const { kept, column } = banded;
  const band = (value: SQL | number) => bandSql(banded.bandOf, value);
  const { min, max, type } = range;
  const inBands = and(
    min !== undefined ? sql`${kept.band} >= ${band(min)}` : undefined,
    max !== undefined ? sql`${kept.band} <= ${band(max)}` : undefined,
  );
  // An edge band's listings beyond the range, each side read on its own from an index on the
  // column, over the band's values only. The listings of the same cells as the kept rows summed:
  // the whole cells a box's edge touches.
  const beyond = (edge: SQL, within: SQL, bound: number) => {
    const conditions = [
      sql`${listings.listed}`,
      type && eq(listings.type, type),
      edge,
      within,
      sql`${band(sql`${column}`)} = ${band(bound)}`,
    ];
    // A city's cells are the listings' own: each cell's index finds its edge band's listings
    // (not the whole country's with that value), in the cell's order, summed without a sort.
    if (level === CELL_LEVEL) {
      return sql`
        select ${cellRowSql(sql`${listings.cell}`)}, ${cellColumnSql(sql`${listings.cell}`)},
               (-count(*))::integer, -sum(${listings.lat}), -sum(${listings.lng})
        from ${listings}
        where ${and(
          sql`${listings.cell} = any(${arrayParam(cellsOf(box).map(({ cell }) => cell))}::integer[])`,
          ...conditions,
        )}
        group by ${listings.cell}`;
    }
    return sql`
      select floor(${listings.lat} * ${scale}::float8)::integer, floor(${listings.lng} * ${scale}::float8)::integer,
             (-count(*))::integer, -sum(${listings.lat}), -sum(${listings.lng})
      from ${listings}
      where ${and(
        gte(listings.lat, rowFirst / scale),
        lt(listings.lat, (rowLast + 1) / scale),
        gte(listings.lng, colFirst / scale),
        lt(listings.lng, (colLast + 1) / scale),
        ...conditions,
      )}
      group by 1, 2`;
  };
  // None where the bound is its band's own edge (a round area).
  const edges: SQL[] = [];
  if (min !== undefined && banded.first(min) !== min) {
    edges.push(beyond(sql`${column} < ${min}`, sql`${column} >= ${banded.first(min)}`, min));
  }
  if (max !== undefined && banded.last(max) !== max) {
    edges.push(beyond(sql`${column} > ${max}`, sql`${column} <= ${banded.last(max)}`, max));
  }
  const inBand = keptRowsIn(kept, level, box, [
    gt(kept.listings, 0),
    type && eq(kept.type, type),
    inBands,
  ]);
  const cells = sql`(${sql.join([inBand, ...edges], sql` union all `)})`;
  return foldIntoGrid(db, cells, { box, grid, level });
}
