import type {
  PinsAnswer,
  PinsQuery,
  SearchPage,
  SearchQuery,
} from '../../../shared/schemas/search';
import type { Language } from '../../../shared/languages';
import type { FoundPlace, PlaceFinder } from '../../lib/geocoder';
import type { ListingsService } from '../listings/listings.module';
import type { ListingRow } from '../listings/listings.table';
import type { CellSearch } from './cell-search';
import type { ListingCellsRepository } from './listing-cells.repository';
import { criteriaOf, type SearchCriteria } from './search-criteria';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor';
import {
  planPins,
  planSearch,
  type CountPlan,
  type PinsPlan,
  type SearchPlan,
} from './search-plan';
import type { SearchRepository } from './search.repository';

/** Listings drawn one by one on the map at most; past this they are counted on a grid. */
export const MAX_PINS = 400;
/** Matches counted at most: past it the page says "10,000+ homes" (counting all costs too much). */
export const COUNT_CAP = 10_000;

function cursorAfter(row: ListingRow, sort: SearchQuery['sort']): SearchCursor {
  if (sort === 'newest') return { sort, createdAt: row.createdAt.toISOString(), id: row.id };
  if (sort === 'area_desc') return { sort, area: row.areaSort, id: row.id };
  if (sort === 'ppsf_asc') return { sort, ppsf: row.ppsfSort, id: row.id };
  return { sort, price: row.price, id: row.id };
}

/**
 * Search (docs/product.md#search): filters, the place `q` names, the map box, one sort. The plan
 * (search-plan.ts) says what to read; the repositories read it.
 */
export function createSearchService(deps: {
  repository: SearchRepository;
  /** The grid's counts, for what they can answer without reading listings. */
  cells: ListingCellsRepository;
  listings: ListingsService;
  places: PlaceFinder;
  /** Listings drawn one by one at most (MAX_PINS). */
  maxPins?: number;
  /** Matches counted at most (COUNT_CAP). */
  countCap?: number;
  /** A place's page and count from its cells in memory, when it can answer. */
  inMemory?: CellSearch | undefined;
}) {
  const maxPins = deps.maxPins ?? MAX_PINS;
  const countCap = deps.countCap ?? COUNT_CAP;
  const labelled = (place: FoundPlace | null, q: string | undefined, language: Language) =>
    place && q ? { ...place, label: deps.places.labelOf(q, language) } : null;
  return {
    /** A page of the search's listings; its place labelled in `language`. */
    async search(query: SearchQuery, language: Language = 'en'): Promise<SearchPage> {
      const after = query.cursor ? decodeSearchCursor(query.cursor, query.sort) : undefined;
      const { criteria, place: found } = criteriaOf(query, deps.places);
      const place = labelled(found, query.q, language);
      if (!criteria) return { items: [], nextCursor: null, total: 0, totalCapped: false, place };
      const plan = planSearch(criteria, { sort: query.sort, limit: query.limit, after });
      const [rows, total] =
        (await inMemory(criteria, plan)) ??
        (await Promise.all([
          deps.repository.page(criteria, plan.page),
          plan.count ? countOf(criteria, plan.count) : { total: null, totalCapped: false },
        ]));
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeSearchCursor(cursorAfter(last, query.sort))
          : null;
      return {
        items: items.map(deps.listings.toDto),
        nextCursor,
        ...total,
        place,
      };
    },

    /**
     * The map's view of a search: each listing in the box when few enough match, else their
     * counts on a grid of the box (clustered here: a box over all India may hold 100,000).
     */
    async pins(query: PinsQuery): Promise<PinsAnswer> {
      const { criteria } = criteriaOf(query, deps.places);
      if (!criteria) return { total: 0, pins: [], clusters: [] };
      const plan = planPins(criteria, query.bbox);
      if (plan.kept) {
        const clusters = await keptClusters(criteria, plan.kept, {
          box: query.bbox,
          grid: plan.grid,
          level: plan.kept.level,
        });
        const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
        if (total > maxPins) return { total, pins: [], clusters };
      }
      // Only whether more than maxPins match decides: counted no further.
      if ((await deps.repository.count(criteria, plan.cells, maxPins)) <= maxPins) {
        const pins = await deps.repository.pins(criteria, plan.cells, maxPins);
        return { total: pins.length, pins, clusters: [] };
      }
      const clusters =
        plan.clusters.by === 'cell'
          ? await deps.repository.clustersByCell(criteria, plan.cells, query.bbox, plan.grid)
          : await deps.repository.clusters(criteria, plan.cells, plan.clusters.cell);
      const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
      return { total, pins: [], clusters };
    },
  };

  /** The clusters of `box` summed from the grid's kept counts (the plan says they answer). */
  function keptClusters(
    criteria: SearchCriteria,
    kept: NonNullable<PinsPlan['kept']>,
    on: { box: PinsQuery['bbox']; grid: number; level: number },
  ) {
    if (kept.from === 'grid') return deps.cells.clusters(kept.table, criteria, on);
    return kept.from === 'bands'
      ? deps.cells.bandClusters(criteria, on)
      : deps.cells.factClusters(criteria, on);
  }

  /** The page's rows and count from memory, when it answers (cell-search.ts). */
  async function inMemory(criteria: SearchCriteria, plan: SearchPlan) {
    const found = await deps.inMemory?.search(criteria, plan, countCap);
    if (!found) return undefined;
    const total =
      found.counted === undefined ? { total: null, totalCapped: false } : capped(found.counted);
    return [found.rows, total] as const;
  }

  /** A count as the page says it: "10,000+ homes" past countCap. */
  function capped(counted: number) {
    return { total: Math.min(counted, countCap), totalCapped: counted > countCap };
  }

  /** How many match, as the plan counts them: "10,000+ homes" past countCap. */
  async function countOf(criteria: SearchCriteria, plan: CountPlan) {
    if (plan.from === 'grid') {
      return { total: await deps.cells.count(plan.table, criteria), totalCapped: false };
    }
    let counted: number;
    if (plan.from === 'listings')
      counted = await deps.repository.count(criteria, plan.cells, countCap);
    else {
      counted = await deps.cells.countIn(plan.table, criteria, plan.whole);
      if (counted <= countCap && plan.edge.length > 0) {
        counted += await deps.repository.count(criteria, plan.edge, countCap - counted);
      }
    }
    return capped(counted);
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
