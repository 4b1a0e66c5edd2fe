import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '../../../shared/search-filters';

/**
 * The grid that leads a new listing to the saved searches around it: cells of 1/4° (about 28 km),
 * coarser than the search grid's 1/16° (grid-cells.ts) so that a city's search touches a few
 * cells and 100,000 searches stay a few hundred thousand rows. Numbered row by row from the south
 * pole and the antimeridian; `alertCellSql` computes the same number in SQL.
 */
const PER_DEGREE = 4;
const ROW_OFFSET = 512;
const COLUMN_OFFSET = 1024;
const ROW_STRIDE = 2048;

/** What any listing type reads as in `saved_search_cells`. */
export const ANY_TYPE = 'any';

/** The cell of a search without a place or a map box, or with one too wide to list its cells. */
export const ANYWHERE = -1;
/** A search touching more cells than this (a box over several states) is filed as ANYWHERE. */
const MAX_CELLS = 256;

const cellNumber = (row: number, column: number) =>
  (row + ROW_OFFSET) * ROW_STRIDE + column + COLUMN_OFFSET;

/** The cell of a point. */
export const alertCellOf = (lat: number, lng: number) =>
  cellNumber(Math.floor(lat * PER_DEGREE), Math.floor(lng * PER_DEGREE));

/** The cell of a point, in SQL. */
export const alertCellSql = (lat: SQL, lng: SQL) =>
  sql`((floor(${lat} * ${sql.raw(String(PER_DEGREE))})::integer + ${sql.raw(String(ROW_OFFSET))}) * ${sql.raw(String(ROW_STRIDE))} + floor(${lng} * ${sql.raw(String(PER_DEGREE))})::integer + ${sql.raw(String(COLUMN_OFFSET))})`;

/** The cells an area touches; ANYWHERE alone without an area or for a very wide one. */
export function alertCellsOf(area: Bbox | undefined): number[] {
  if (!area) return [ANYWHERE];
  const [west, south, east, north] = area;
  const rows = [Math.floor(south * PER_DEGREE), Math.floor(north * PER_DEGREE)] as const;
  const columns = [Math.floor(west * PER_DEGREE), Math.floor(east * PER_DEGREE)] as const;
  if ((rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1) > MAX_CELLS) return [ANYWHERE];
  const cells: number[] = [];
  for (let row = rows[0]; row <= rows[1]; row++) {
    for (let column = columns[0]; column <= columns[1]; column++) {
      cells.push(cellNumber(row, column));
    }
  }
  return cells;
}
