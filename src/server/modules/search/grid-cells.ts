import { sql, type SQL } from 'drizzle-orm';
import { KM_PER_DEGREE } from '../../../shared/geo-distance';
import type { Bbox } from '../../../shared/search-filters';

/**
 * The grid of `listings.cell`: cells of 1/16° (about 7 km), numbered row by row from the south
 * pole and the antimeridian. The generated column in listings.table.ts computes the same number,
 * and the finest level of listing_cells (level 4) has the same rows and columns.
 */
export const CELL_LEVEL = 4;
const PER_DEGREE = 2 ** CELL_LEVEL;
const ROW_OFFSET = 2048;
const COLUMN_OFFSET = 4096;
const ROW_STRIDE = 8192;

const cellNumber = (row: number, column: number) =>
  (row + ROW_OFFSET) * ROW_STRIDE + column + COLUMN_OFFSET;

/** The row and the column of a cell number, in SQL. */
export const cellRowSql = (cell: SQL) => sql`(${cell} / ${ROW_STRIDE} - ${ROW_OFFSET})`;
export const cellColumnSql = (cell: SQL) => sql`(${cell} % ${ROW_STRIDE} - ${COLUMN_OFFSET})`;

/** The cell holding a point. */
export const cellOf = (lat: number, lng: number) =>
  cellNumber(Math.floor(lat * PER_DEGREE), Math.floor(lng * PER_DEGREE));

/** A distance around a place searched. */
export interface Near {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * "Within `near`" as squared degrees: degrees east shrink with the latitude. An equirectangular
 * distance, exact enough at a city's scale; the SQL of a search uses the same figures.
 */
export function reachOf({ lat, radiusKm }: Near) {
  const reach = radiusKm / KM_PER_DEGREE;
  return { east: Math.cos((lat * Math.PI) / 180), reachSquared: reach * reach };
}

function within(near: Near, lat: number, lng: number): boolean {
  const { east, reachSquared } = reachOf(near);
  return (lat - near.lat) ** 2 + ((lng - near.lng) * east) ** 2 <= reachSquared;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** How many cells `box` touches. */
export function cellCount([west, south, east, north]: Bbox): number {
  const rows = Math.floor(north * PER_DEGREE) - Math.floor(south * PER_DEGREE) + 1;
  const columns = Math.floor(east * PER_DEGREE) - Math.floor(west * PER_DEGREE) + 1;
  return rows * columns;
}

/** A cell a search touches, and whether all of it lies within the search's box and distance. */
export interface SearchCell {
  cell: number;
  row: number;
  column: number;
  inside: boolean;
}

/**
 * Every cell `box` touches, row by row, but those wholly beyond `near` (a disc leaves a box's
 * corners out: a fifth of its cells' listings, read for nothing); `inside` also asks for all of
 * it within `near`.
 */
export function cellsOf([west, south, east, north]: Bbox, near?: Near): SearchCell[] {
  const cells: SearchCell[] = [];
  for (let row = Math.floor(south * PER_DEGREE); row <= Math.floor(north * PER_DEGREE); row++) {
    for (
      let column = Math.floor(west * PER_DEGREE);
      column <= Math.floor(east * PER_DEGREE);
      column++
    ) {
      const [s, n, w, e] = [row, row + 1, column, column + 1].map((edge) => edge / PER_DEGREE);
      // The cell's point nearest the place is beyond its distance: no listing of it is within.
      if (near && !within(near, clamp(near.lat, s!, n!), clamp(near.lng, w!, e!))) continue;
      const inBox = south <= s! && n! <= north && west <= w! && e! <= east;
      // A disc holds a cell when it holds its four corners.
      const inside =
        inBox && (!near || [s!, n!].every((lat) => within(near, lat, w!) && within(near, lat, e!)));
      cells.push({ cell: cellNumber(row, column), row, column, inside });
    }
  }
  return cells;
}

/** Where several boxes overlap; null when they do not. */
export function overlap(boxes: Bbox[]): Bbox | null {
  const [first, ...rest] = boxes;
  if (!first) return null;
  let [west, south, east, north] = first;
  for (const [w, s, e, n] of rest) {
    west = Math.max(west, w);
    south = Math.max(south, s);
    east = Math.min(east, e);
    north = Math.min(north, n);
  }
  return west <= east && south <= north ? [west, south, east, north] : null;
}
