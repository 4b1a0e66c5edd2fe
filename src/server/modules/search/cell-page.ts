import type { SearchSort } from '../../../shared/search-filters';
import { compareId, idAt, idBytes, type CellColumns } from './cell-columns';
import { matchesIn, type CellQuery } from './cell-filters';
import type { SearchCursor } from './search-cursor';

/** The column each sort orders by (ties by id the same way), and which way. */
const SORTS: Record<SearchSort, { key: SortKey; ascending: boolean }> = {
  newest: { key: 'createdAt', ascending: false },
  price_asc: { key: 'price', ascending: true },
  price_desc: { key: 'price', ascending: false },
  area_desc: { key: 'area', ascending: false },
  ppsf_asc: { key: 'ppsf', ascending: true },
};

type SortKey = 'createdAt' | 'price' | 'area' | 'ppsf';

/** A kept cell of a search, and whether the search's area holds it whole (grid-cells.ts). */
export interface SearchedCell {
  columns: CellColumns;
  inside: boolean;
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

/**
 * Listing `i` of `c` against listing `j` of `d` by `key`, ties by id. Infinity against Infinity
 * (two prices per sq ft without an area) is NaN, which falls to the ids as equal keys should.
 */
const compareListings = (c: CellColumns, i: number, d: CellColumns, j: number, key: SortKey) =>
  c[key][i]! - d[key][j]! || compareId(c.ids, i, d.ids.subarray(j * 16));

/**
 * A page of `rows` matches in `sort`'s order, after `after` when given, and how many match in
 * all, in one pass over `cells`: each match is counted, and kept while it is among the `rows`
 * best so far. Every page reads every listing of the place once, a loop of ~10 ns a listing:
 * less than walking each cell's order, which for a cell with few matches passes most of it.
 */
export function pageInCells(
  cells: SearchedCell[],
  q: CellQuery,
  sort: SearchSort,
  rows: number,
  after: SearchCursor | undefined,
): { ids: string[]; counted: number } {
  const { key, ascending } = SORTS[sort];
  const direction = ascending ? 1 : -1;
  const resume = after && resumeKey(after);
  // The best so far, best first: a page is a few dozen at most, so each is put in its place.
  const best: { c: CellColumns; i: number }[] = [];
  let counted = 0;
  for (const cell of cells) {
    const c = cell.columns;
    const values = c[key];
    const matches = matchesIn(c, q, cell.inside);
    counted += matches.length;
    for (const i of matches) {
      if (resume && direction * (values[i]! - resume.value || compareId(c.ids, i, resume.id)) <= 0)
        continue;
      const worst = best[best.length - 1];
      if (best.length === rows && direction * compareListings(c, i, worst!.c, worst!.i, key) > 0)
        continue;
      let at = best.length;
      while (at > 0 && direction * compareListings(c, i, best[at - 1]!.c, best[at - 1]!.i, key) < 0)
        at--;
      best.splice(at, 0, { c, i });
      if (best.length > rows) best.pop();
    }
  }
  return { ids: best.map(({ c, i }) => idAt(c.ids, i)), counted };
}
