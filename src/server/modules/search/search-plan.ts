import type { Bbox, SearchSort } from '../../../shared/search-filters';
import { cellCount, cellsOf, overlap, type SearchCell } from './grid-cells';
import { CELL_BATHROOMS_MAX, CELL_LEVELS, FACT_CELL_LEVELS } from './listing-cells.table';
import type { SearchCriteria } from './search-criteria';
import type { SearchCursor } from './search-cursor';

/**
 * A search whose boxes touch at most this many cells of 1/16° (a region of about 4° × 4°) reads
 * those cells (listings_cell_*_idx); a wider one reads the listings by date or price, where it
 * finds matches densely enough.
 */
const MAX_CELLS = 4096;
/** Up to this many cells (a big city), a page is the merge of each cell's first rows. */
const MAX_CELLS_PAGED = 256;
/** Cells of the map's grid along each side of its box, for clusters. */
const CLUSTER_GRID = 8;

/**
 * Which of the grid's kept counts (listing-cells.table.ts) a sum reads: every listing per cell
 * when the search has none of the grid's filters, else the groups of each value of the filters.
 */
export type GridTable = 'totals' | 'groups';

/** How a page of listings is read. */
export interface PagePlan {
  /**
   * `cells`: each of `cells`' first rows in the sort's order, merged (a few cells: never every
   * match of a city). `order`: the sort's index, within `cells` when there are any.
   */
  by: 'cells' | 'order';
  /** The cells of the search's area, when it has one small enough to read by cell. */
  cells: SearchCell[] | undefined;
  sort: SearchSort;
  /** Rows read: one more than the page shows says whether another page follows. */
  rows: number;
  /** Where the page resumes (keyset paging, no OFFSET). */
  after: SearchCursor | undefined;
}

/** How the matches of a search are counted. */
export type CountPlan =
  /** Summed from the grid, exactly, however many. */
  | { from: 'grid'; table: GridTable }
  /**
   * The cells the area holds whole summed from the grid, exactly; the listings of its `edge`
   * cells counted one by one while the total stays within the cap.
   */
  | { from: 'grid-and-edge'; table: GridTable; whole: SearchCell[]; edge: SearchCell[] }
  /** Counted in the listings (of `cells`, when given) no further than the cap. */
  | { from: 'listings'; cells: SearchCell[] | undefined };

export interface SearchPlan {
  page: PagePlan;
  /** None on a page after the first: the first page's count stands (counting again costs as much). */
  count: CountPlan | undefined;
}

/** How the map's view of a search is read. */
export interface PinsPlan {
  /** Clusters the grid's kept counts answer, at `level`, when they can. */
  kept:
    | { from: 'grid'; table: GridTable; level: number }
    | { from: 'bands'; level: number }
    | { from: 'facts'; level: number }
    | undefined;
  /** The cells of the search's area, when it is small enough to read by cell. */
  readonly cells: SearchCell[] | undefined;
  /**
   * Clusters counted from the listings: summed per cell of 1/16° first for a box a city wide or
   * more, else on a grid of `cell` degrees.
   */
  clusters: { by: 'cell' } | { by: 'grid'; cell: { lat: number; lng: number } };
  /** Cells of the map's grid along each side of the box. */
  grid: number;
}

/** The cells a search reads, worked out once: its page, its count and its pins all use them. */
function areaCells(criteria: SearchCriteria): { cells: SearchCell[] | undefined; few: boolean } {
  if (criteria.boxes.length === 0) return { cells: undefined, few: false };
  const area = overlap(criteria.boxes);
  // Boxes that do not overlap: no cell, nothing matches.
  if (!area) return { cells: [], few: true };
  const count = cellCount(area);
  if (count > MAX_CELLS) return { cells: undefined, few: false };
  return { cells: cellsOf(area, criteria.near), few: count <= MAX_CELLS_PAGED };
}

/** Whether `criteria` has any of the filters the grid keeps apart. */
const hasGridFilter = (criteria: SearchCriteria) =>
  criteria.type !== undefined ||
  criteria.beds.length > 0 ||
  criteria.baths !== undefined ||
  criteria.furnished ||
  criteria.parking ||
  criteria.offer;

const gridTable = (criteria: SearchCriteria): GridTable =>
  hasGridFilter(criteria) ? 'groups' : 'totals';

/**
 * Whether `criteria` asks about a listing fact (docs/product.md#search): the grid's kept
 * counts know none of them, so such a search counts its listings one by one, and clusters them
 * so too unless the map is a region's or the country's with only a tenant or amenities, whose
 * masks listing_cell_facts keeps.
 */
export const hasFactFilter = (criteria: SearchCriteria) =>
  criteria.minArea !== undefined ||
  criteria.maxArea !== undefined ||
  criteria.availableBy !== undefined ||
  criteria.tenant !== undefined ||
  criteria.amenities.length > 0;

/**
 * Whether the grid keeps apart every filter of `criteria` but its area (no price, letters or
 * fact).
 */
function filtersOnGrid(criteria: SearchCriteria): boolean {
  return (
    !hasFactFilter(criteria) &&
    criteria.minPrice === undefined &&
    criteria.maxPrice === undefined &&
    (criteria.baths === undefined || criteria.baths <= CELL_BATHROOMS_MAX) &&
    criteria.text === undefined
  );
}

/**
 * Whether the grid's groups answer `criteria` exactly: its filters, no place, and `boxes` boxes
 * (none for a count over all India, the map's for its clusters).
 */
function answeredByGrid(criteria: SearchCriteria, boxes: number): boolean {
  return filtersOnGrid(criteria) && criteria.near === undefined && criteria.boxes.length === boxes;
}

/**
 * Whether the kept bands answer the clusters of `criteria` (at every level of the grid): a price
 * range (listing_cell_prices) or an area range (listing_cell_areas), not both, perhaps a type, no
 * other filter, only the map's box.
 */
function answeredByBands(criteria: SearchCriteria): boolean {
  const price = criteria.minPrice !== undefined || criteria.maxPrice !== undefined;
  const area = criteria.minArea !== undefined || criteria.maxArea !== undefined;
  return (
    price !== area &&
    !hasGridFilter({ ...criteria, type: undefined }) &&
    !hasFactFilter({ ...criteria, minArea: undefined, maxArea: undefined }) &&
    criteria.text === undefined &&
    criteria.near === undefined &&
    criteria.boxes.length === 1
  );
}

/**
 * Whether kept masks answer the clusters of `criteria` at `level`: a tenant or amenities
 * (listing_cell_facts, at its levels) or amenities alone (listing_cell_amenities, a city's),
 * perhaps a type, no other filter, only the map's box.
 */
function answeredByFacts(criteria: SearchCriteria, level: number): boolean {
  const asked = (FACT_CELL_LEVELS as readonly number[]).includes(level)
    ? criteria.tenant !== undefined || criteria.amenities.length > 0
    : criteria.tenant === undefined && criteria.amenities.length > 0;
  return (
    asked &&
    criteria.minArea === undefined &&
    criteria.maxArea === undefined &&
    criteria.availableBy === undefined &&
    !hasGridFilter({ ...criteria, type: undefined }) &&
    criteria.minPrice === undefined &&
    criteria.maxPrice === undefined &&
    criteria.text === undefined &&
    criteria.near === undefined &&
    criteria.boxes.length === 1
  );
}

/**
 * The coarsest level of the grid whose cells (2^-k degrees) are at most half again as big as a
 * cell of the map's grid (a city's box, cut in eight, gets cells of 1/16°); none for a smaller box.
 */
function levelFor(gridCell: { lat: number; lng: number }): number | undefined {
  const fits = 1.5 * Math.min(gridCell.lat, gridCell.lng);
  return CELL_LEVELS.find((level) => 2 ** -level <= fits);
}

/** How a page of a search and its count are read. */
export function planSearch(
  criteria: SearchCriteria,
  paging: { sort: SearchSort; limit: number; after: SearchCursor | undefined },
): SearchPlan {
  const { cells, few } = areaCells(criteria);
  const page: PagePlan = {
    by: few ? 'cells' : 'order',
    cells,
    sort: paging.sort,
    rows: paging.limit + 1,
    after: paging.after,
  };
  return { page, count: paging.after ? undefined : planCount(criteria, cells) };
}

/**
 * Exactly from the grid when it answers (no price, place or box), else in the listings. Around a
 * place or in a box, the grid sums the cells the area holds whole, and only the listings of the
 * cells on its edge are read.
 */
function planCount(criteria: SearchCriteria, cells: SearchCell[] | undefined): CountPlan {
  const table = gridTable(criteria);
  if (answeredByGrid(criteria, 0)) return { from: 'grid', table };
  const whole = filtersOnGrid(criteria) ? (cells ?? []).filter((cell) => cell.inside) : [];
  if (whole.length === 0) return { from: 'listings', cells };
  return { from: 'grid-and-edge', table, whole, edge: cells!.filter((cell) => !cell.inside) };
}

/**
 * How the map's view of a search in `box` is read: clusters of a box a city wide or more from the
 * grid's kept counts when they answer (over all India, a few thousand groups instead of every
 * matching listing; with a budget or an area range, from the kept bands; with a tenant or
 * amenities, a region's or the country's from the kept masks, a city's with amenities alone too),
 * else from the listings.
 */
export function planPins(criteria: SearchCriteria, box: Bbox): PinsPlan {
  const [west, south, east, north] = box;
  const cell = { lat: (north - south) / CLUSTER_GRID, lng: (east - west) / CLUSTER_GRID };
  const level = levelFor(cell);
  const kept =
    level === undefined
      ? undefined
      : answeredByGrid(criteria, 1)
        ? { from: 'grid' as const, table: gridTable(criteria), level }
        : answeredByBands(criteria)
          ? { from: 'bands' as const, level }
          : answeredByFacts(criteria, level)
            ? { from: 'facts' as const, level }
            : undefined;
  let cells: { of: SearchCell[] | undefined } | undefined;
  return {
    kept,
    // Worked out when first asked: kept clusters often answer alone, and a region holds 4,096.
    get cells() {
      cells ??= { of: areaCells(criteria).cells };
      return cells.of;
    },
    clusters: level === undefined ? { by: 'grid', cell } : { by: 'cell' },
    grid: CLUSTER_GRID,
  };
}
