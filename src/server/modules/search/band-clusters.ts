import { and, between, eq, gt, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LISTING_TYPES, type ListingType } from '../../../shared/constants';
import type { Bbox } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import { listings } from '../listings/listings.table';
import { CELL_LEVEL, cellColumnSql, cellRowSql, cellsOf } from './grid-cells';
import { foldIntoGrid } from './grid-clusters';
import {
  AREA_BANDS_PER_E,
  listingCellAreas,
  listingCellPrices,
  PRICE_BANDS_PER_E,
} from './listing-cells.table';

/** A value the grid keeps in bands per cell (listing-cells.table.ts), and where its homes hold it. */
export interface BandedValue {
  kept: typeof listingCellPrices | typeof listingCellAreas;
  /** The SQL function that gives a value's band, the one the trigger keeps the bands by. */
  bandOf: 'listing_price_band' | 'listing_area_band';
  perE: number;
  /** The listings' column, as the search reads it: the price paid, the area (-1 without one). */
  column: typeof listings.price | typeof listings.areaSort;
}

export const PRICE_BANDS: BandedValue = {
  kept: listingCellPrices,
  bandOf: 'listing_price_band',
  perE: PRICE_BANDS_PER_E,
  column: listings.price,
};

export const AREA_BANDS: BandedValue = {
  kept: listingCellAreas,
  bandOf: 'listing_area_band',
  perE: AREA_BANDS_PER_E,
  column: listings.areaSort,
};

/**
 * The rows `first` to `last` of a level, one by one: the kept tables' keys go (level, row,
 * column, …), and a range of rows would be read with every column of each row between (the
 * whole country's width for a city's eight rows), where a list finds each row's columns.
 */
export const inRows = (column: SQL | AnyColumn, first: number, last: number) =>
  sql`${column} = any(${arrayParam(Array.from({ length: last - first + 1 }, (_, i) => first + i))}::integer[])`;

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
  const { kept, column, perE } = banded;
  // Every kept value is 1 or more: a bound of 0 is the band of 1 (ln 0 has none).
  const band = (value: SQL | number) =>
    sql`${sql.raw(banded.bandOf)}(greatest(${value}, 1)::integer)`;
  const { min, max, type } = range;
  const inBands = and(
    min !== undefined ? sql`${kept.band} >= ${band(min)}` : undefined,
    max !== undefined ? sql`${kept.band} <= ${band(max)}` : undefined,
  );
  const perESql = sql.raw(`${perE}.0`);
  // An edge band's listings beyond the range, each side read on its own from an index on the
  // column: the index finds the band's range (a little wider, as its bounds are rounded; an
  // integer, or the index could not use it), the band function keeps exactly the band's own. The
  // listings of the same cells as the kept rows summed: the whole cells a box's edge touches.
  const beyond = (edge: SQL, within: SQL, bound: number) => {
    const conditions = [
      sql`${listings.listed}`,
      // Every type asked, written out: listings_cell_area_idx is keyed (cell, type, area_sort).
      sql`${listings.type} = any(${arrayParam(type ? [type] : LISTING_TYPES)}::text[])`,
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
  const edges = [
    min !== undefined &&
      beyond(
        sql`${column} < ${min}`,
        sql`${column} >= (floor(exp(${band(min)} / ${perESql})) - 1)::integer`,
        min,
      ),
    max !== undefined &&
      beyond(
        sql`${column} > ${max}`,
        sql`${column} <= (ceil(exp((${band(max)} + 1) / ${perESql})) + 1)::integer`,
        max,
      ),
  ].filter((edge): edge is SQL => edge !== false);
  const cells = sql`(
    select ${kept.cellRow} as cell_row, ${kept.cellCol} as cell_col, ${kept.listings} as listings,
           ${kept.latSum} as lat_sum, ${kept.lngSum} as lng_sum
    from ${kept}
    where ${and(
      eq(kept.level, level),
      inRows(kept.cellRow, rowFirst, rowLast),
      between(kept.cellCol, colFirst, colLast),
      gt(kept.listings, 0),
      type && eq(kept.type, type),
      inBands,
    )}
    ${sql.join(
      edges.map((edge) => sql` union all ${edge}`),
      sql``,
    )}
  )`;
  return foldIntoGrid(db, cells, { box, grid, level });
}
