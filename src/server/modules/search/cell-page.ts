import type { SearchSort } from '../../../shared/search-filters';
import {
  compareId,
  compareIds,
  idAt,
  idBytes,
  type CellColumns,
  type OrderKey,
} from './cell-columns';
import { inArea, matchesFilters, type CellQuery } from './cell-filters';
import type { SearchCursor } from './search-cursor';

/**
 * Each sort as a walk of its key's ascending order (key, then id, as the SQL's keyset orders):
 * forwards for the lowest first, backwards for the highest first.
 */
const WALKS: Record<SearchSort, { key: OrderKey; forwards: boolean }> = {
  newest: { key: 'createdAt', forwards: false },
  price_asc: { key: 'price', forwards: true },
  price_desc: { key: 'price', forwards: false },
  area_desc: { key: 'area', forwards: false },
  ppsf_asc: { key: 'ppsf', forwards: true },
};

/** A kept cell of a search, and whether the search's area holds it whole (grid-cells.ts). */
export interface SearchedCell {
  columns: CellColumns;
  inside: boolean;
}

/** The cell's listings in `key`'s ascending order, ties by id, made once per cell. */
function orderOf(c: CellColumns, key: OrderKey): Uint32Array {
  let order = c.orders[key];
  if (!order) {
    const values = c[key];
    order = new Uint32Array(c.size);
    for (let i = 0; i < c.size; i++) order[i] = i;
    order.sort((i, j) => values[i]! - values[j]! || compareIds(c.ids, i, j));
    c.orders[key] = order;
  }
  return order;
}

/** The value and id a page resumes after, as the cells' columns hold them. */
function resumeKey(after: SearchCursor): { value: number; id: Uint8Array } {
  const value =
    after.sort === 'newest'
      ? Date.parse(after.createdAt)
      : after.sort === 'area_desc'
        ? after.area
        : after.sort === 'ppsf_asc'
          ? after.ppsf
          : after.price;
  return { value, id: idBytes(after.id) };
}

/** How many listings of `order` come before (value, id) in it, or at it too: a binary search. */
function countUpTo(
  c: CellColumns,
  order: Uint32Array,
  values: ArrayLike<number>,
  { value, id }: { value: number; id: Uint8Array },
  including: boolean,
): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const i = order[middle]!;
    const difference = values[i]! - value || compareId(c.ids, i, id);
    if (difference < 0 || (including && difference === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether listing `i` of `cell` matches: its place is tested only on a cell the area crosses. */
const matches = (cell: SearchedCell, i: number, q: CellQuery) =>
  matchesFilters(cell.columns, i, q) && (cell.inside || inArea(cell.columns, i, q));

/**
 * The ids of a page of `rows` matches in `sort`'s order, after `after` when given: each cell's
 * first `rows` matches in its order, then the best of them all, as the SQL merges its cells.
 */
export function pageInCells(
  cells: SearchedCell[],
  q: CellQuery,
  sort: SearchSort,
  rows: number,
  after: SearchCursor | undefined,
): string[] {
  const { key, forwards } = WALKS[sort];
  const resume = after && resumeKey(after);
  const found: { c: CellColumns; i: number }[] = [];
  for (const cell of cells) {
    const c = cell.columns;
    const order = orderOf(c, key);
    const values = c[key];
    // Forwards: past every listing at or before the cursor. Backwards: from the last before it.
    const first = forwards
      ? resume
        ? countUpTo(c, order, values, resume, true)
        : 0
      : (resume ? countUpTo(c, order, values, resume, false) : order.length) - 1;
    const step = forwards ? 1 : -1;
    for (let at = first, taken = 0; at >= 0 && at < order.length && taken < rows; at += step) {
      const i = order[at]!;
      if (matches(cell, i, q)) {
        found.push({ c, i });
        taken++;
      }
    }
  }
  const direction = forwards ? 1 : -1;
  found.sort(
    (a, b) =>
      direction *
      (a.c[key][a.i]! - b.c[key][b.i]! || compareId(a.c.ids, a.i, b.c.ids.subarray(b.i * 16))),
  );
  return found.slice(0, rows).map(({ c, i }) => idAt(c.ids, i));
}

/** How many listings of `cells` match `q`, every one of them. */
export function countInCells(cells: SearchedCell[], q: CellQuery): number {
  let counted = 0;
  for (const cell of cells) {
    for (let i = 0; i < cell.columns.size; i++) if (matches(cell, i, q)) counted++;
  }
  return counted;
}
