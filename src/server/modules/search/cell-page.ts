import type { SearchSort } from '../../../shared/search-filters';
import { compareId, idAt, idBytes, type CellColumns, type SortKey } from './cell-columns';
import { matchesIn, type CellQuery } from './cell-filters';
import { keyOf, type SearchCursor } from './search-cursor';

/** The column each sort orders by (ties by id the same way), and which way. */
const SORTS: Record<SearchSort, { key: SortKey; ascending: boolean }> = {
  newest: { key: 'createdAt', ascending: false },
  price_asc: { key: 'price', ascending: true },
  price_desc: { key: 'price', ascending: false },
  area_desc: { key: 'area', ascending: false },
  ppsf_asc: { key: 'ppsf', ascending: true },
};

/** A kept cell of a search, and whether the search's area holds it whole (grid-cells.ts). */
export interface SearchedCell {
  columns: CellColumns;
  inside: boolean;
}

/** The value and id a page resumes after, as the cells' columns hold them. */
interface Resume {
  value: number;
  id: Uint8Array;
}

function resumeKey(after: SearchCursor): Resume {
  const value = after.sort === 'newest' ? Date.parse(after.createdAt) : keyOf(after);
  return { value, id: idBytes(after.id) };
}

/**
 * Listing `i` of `c` against listing `j` of `d` by `key`, ties by id. Infinity against Infinity
 * (two prices per sq ft without an area) is NaN, which falls to the ids as equal keys should.
 */
const compareListings = (c: CellColumns, i: number, d: CellColumns, j: number, key: SortKey) =>
  c[key][i]! - d[key][j]! || compareId(c.ids, i, d.ids.subarray(j * 16));

/** The best `rows` listings offered, best first: a page is a few dozen, so each is put in place. */
function bestOf(rows: number, key: SortKey, direction: number, resume: Resume | undefined) {
  const best: { c: CellColumns; i: number }[] = [];
  return {
    /** Offers listing `i` of `c`: kept when it comes after the cursor and among the best. */
    offer(c: CellColumns, i: number) {
      if (resume && direction * (c[key][i]! - resume.value || compareId(c.ids, i, resume.id)) <= 0)
        return;
      const worst = best[best.length - 1];
      if (best.length === rows && direction * compareListings(c, i, worst!.c, worst!.i, key) > 0)
        return;
      let at = best.length;
      while (at > 0 && direction * compareListings(c, i, best[at - 1]!.c, best[at - 1]!.i, key) < 0)
        at--;
      best.splice(at, 0, { c, i });
      if (best.length > rows) best.pop();
    },
    ids: () => best.map(({ c, i }) => idAt(c.ids, i)),
  };
}

/** Listings a walk of a cell's order tests at a time. */
const WALK_STEP = 64;

/**
 * A page of `rows` matches in `sort`'s order, after `after` when given, and how many match (no
 * further than past `cap`). The matches of every cell are gathered while there are at most
 * `cap`: the page is the best of them. Past `cap` (a place with many matches), each cell's order
 * is walked from the cursor until it gives `rows` matches, as the SQL reads its cells.
 */
export function pageInCells(
  cells: SearchedCell[],
  q: CellQuery,
  sort: SearchSort,
  rows: number,
  after: SearchCursor | undefined,
  cap: number,
): { ids: string[]; counted: number } {
  const { key, ascending } = SORTS[sort];
  const direction = ascending ? 1 : -1;
  const resume = after && resumeKey(after);
  const best = bestOf(rows, key, direction, resume);
  const gathered: { c: CellColumns; matches: Uint32Array }[] = [];
  let counted = 0;
  for (const cell of cells) {
    const matches = matchesIn(cell.columns, q, cell.inside);
    counted += matches.length;
    if (counted > cap) break;
    gathered.push({ c: cell.columns, matches: matches.slice() });
  }
  if (counted <= cap) {
    for (const { c, matches } of gathered) for (const i of matches) best.offer(c, i);
    return { ids: best.ids(), counted };
  }
  for (const cell of cells) {
    const c = cell.columns;
    const order = c.orders[key];
    // Ascending: past every listing at or before the cursor. Descending: from the last before it.
    let from = ascending && resume ? countUpTo(c, order, resume, key, true) : 0;
    let to = !ascending && resume ? countUpTo(c, order, resume, key, false) : order.length;
    for (let taken = 0; taken < rows && from < to;) {
      let chunk: Uint32Array;
      if (ascending) {
        const end = Math.min(from + WALK_STEP, to);
        chunk = order.subarray(from, end);
        from = end;
      } else {
        const start = Math.max(to - WALK_STEP, from);
        chunk = order.subarray(start, to);
        to = start;
      }
      const matches = matchesIn(c, q, cell.inside, chunk);
      for (let k = 0; k < matches.length && taken < rows; k++, taken++) {
        best.offer(c, matches[ascending ? k : matches.length - 1 - k]!);
      }
    }
  }
  return { ids: best.ids(), counted };
}

/** How many listings of `order` come before the cursor in it, or at it too: a binary search. */
function countUpTo(
  c: CellColumns,
  order: Uint32Array,
  { value, id }: Resume,
  key: SortKey,
  including: boolean,
): number {
  const values = c[key];
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
