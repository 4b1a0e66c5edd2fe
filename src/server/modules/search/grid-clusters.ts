import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Cluster } from '../../../shared/schemas/search';
import type { Bbox } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import type {
  listingCellAmenities,
  listingCellAreas,
  listingCellFacts,
  listingCellPrices,
  listingCells,
  listingCellTotals,
} from './listing-cells.table';

/** A table of the grid's kept counts (listing-cells.table.ts): each row a cell's group. */
export type KeptTable =
  | typeof listingCells
  | typeof listingCellTotals
  | typeof listingCellPrices
  | typeof listingCellAreas
  | typeof listingCellFacts
  | typeof listingCellAmenities;

/**
 * The rows of `table` at `level` whose cells lie in `box` and meet `conditions`, with what a
 * cluster sums of them (a `select` for `foldIntoGrid`'s subquery). The kept tables' keys go
 * (level, row, column, …): the box's rows are read one by one, as a list, where a range of rows
 * would read every column of each row between (the whole country's width for a city's eight).
 */
export function keptRowsIn(
  table: KeptTable,
  level: number,
  [west, south, east, north]: Bbox,
  conditions: (SQL | undefined)[],
): SQL {
  const scale = 2 ** level;
  const [first, last] = [Math.floor(south * scale), Math.floor(north * scale)];
  const rows = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return sql`select ${table.cellRow} as cell_row, ${table.cellCol} as cell_col,
      ${table.listings} as listings, ${table.latSum} as lat_sum, ${table.lngSum} as lng_sum
    from ${table}
    where ${and(
      eq(table.level, level),
      sql`${table.cellRow} = any(${arrayParam(rows)}::integer[])`,
      between(table.cellCol, Math.floor(west * scale), Math.floor(east * scale)),
      ...conditions,
    )}`;
}

/**
 * Clusters of the map: listings summed per cell of a grid of degrees (`level` k: cells of 2^-k°,
 * rows floor(lat · 2^k), columns floor(lng · 2^k)), then per cell of a `grid` × `grid` grid of
 * the map's `box`. Each cell goes whole to the grid cell holding its centre, so a cell on the
 * box's edge also counts its homes just outside. A cluster sits at its homes' mean position and,
 * pressed, zooms to its cell of the map's grid.
 *
 * `cells` is a subquery with the columns cell_row, cell_col, listings, lat_sum and lng_sum.
 */
export async function foldIntoGrid(
  db: Db,
  cells: SQL,
  { box, grid, level }: { box: Bbox; grid: number; level: number },
): Promise<Cluster[]> {
  const [west, south, east, north] = box;
  const size = 2 ** -level;
  const gridLat = (north - south) / grid;
  const gridLng = (east - west) / grid;
  // In float8: a literal like 0.5 would make it numeric, several times slower.
  const gridIndex = (cell: SQL, start: number, step: number) =>
    sql`least(${grid - 1}, greatest(0, floor(((${cell} + 0.5::float8) * ${size}::float8 - ${start}::float8) / ${step}::float8)))::integer`;
  const result = await db.execute(sql`
    select sum(listings)::integer as count,
           (sum(lat_sum) / sum(listings))::float8 as lat,
           (sum(lng_sum) / sum(listings))::float8 as lng,
           grid_row, grid_column
    from (
      select ${gridIndex(sql`cell_row`, south, gridLat)} as grid_row,
             ${gridIndex(sql`cell_col`, west, gridLng)} as grid_column,
             listings, lat_sum, lng_sum
      from ${cells} as cells
    ) as placed
    group by grid_row, grid_column
    having sum(listings) > 0`);
  const rows = (result as unknown as { rows: GridCell[] }).rows;
  return rows.map((cell) => ({
    count: cell.count,
    lat: cell.lat,
    lng: cell.lng,
    bbox: [
      west + cell.grid_column * gridLng,
      south + cell.grid_row * gridLat,
      west + (cell.grid_column + 1) * gridLng,
      south + (cell.grid_row + 1) * gridLat,
    ],
  }));
}

interface GridCell {
  count: number;
  lat: number;
  lng: number;
  grid_row: number;
  grid_column: number;
}
