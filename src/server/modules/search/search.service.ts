import type {
  PinsAnswer,
  PinsQuery,
  SearchPage,
  SearchQuery,
} from '../../../shared/schemas/search';
import { boxAround } from '../../../shared/geo-distance';
import type { Bbox } from '../../../shared/search-filters';
import type { FoundPlace, PlaceFinder } from '../../lib/geocoder';
import type { ListingsService } from '../listings/listings.service';
import type { ListingRow } from '../listings/listings.table';
import {
  answeredByCells,
  answeredByPrices,
  filtersOnGrid,
  levelFor,
  type ListingCellsRepository,
} from './listing-cells.repository';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor';
import type { SearchCriteria } from './search-conditions';
import { cellsToRead, type SearchRepository } from './search.repository';

/** Listings drawn one by one on the map at most; past this they are counted on a grid. */
export const MAX_PINS = 400;
/** Matches counted at most: past it the page says "10,000+ homes" (counting all costs too much). */
export const COUNT_CAP = 10_000;
/**
 * Letters that name no place are matched in names and addresses only from this length: trigram
 * indexes cannot narrow a shorter text, which would read every listing.
 */
export const SEARCH_TEXT_MIN = 3;
/** Cells of that grid along each side of the map's box. */
const CLUSTER_GRID = 8;

type SearchFilterQuery = Omit<SearchQuery, 'sort' | 'limit' | 'cursor'>;

function cursorAfter(row: ListingRow, sort: SearchQuery['sort']): SearchCursor {
  return sort === 'newest'
    ? { sort, createdAt: row.createdAt.toISOString(), id: row.id }
    : { sort, price: row.price, id: row.id };
}

/** Search (docs/product.md#search): filters, the place `q` names, the map box, one sort. */
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
}) {
  const maxPins = deps.maxPins ?? MAX_PINS;
  const countCap = deps.countCap ?? COUNT_CAP;
  return {
    async search(query: SearchQuery): Promise<SearchPage> {
      const after = query.cursor ? decodeSearchCursor(query.cursor, query.sort) : undefined;
      const { criteria, place } = criteriaOf(query);
      if (!criteria) return { items: [], nextCursor: null, total: 0, totalCapped: false, place };
      const [rows, total] = await Promise.all([
        deps.repository.page(criteria, query.sort, query.limit + 1, after),
        // Load More keeps the first page's count: counting again would cost as much each time.
        after ? { total: null, totalCapped: false } : countOf(criteria),
      ]);
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
      const { criteria } = criteriaOf(query);
      if (!criteria) return { total: 0, pins: [], clusters: [] };
      const [west, south, east, north] = query.bbox;
      const cell = { lat: (north - south) / CLUSTER_GRID, lng: (east - west) / CLUSTER_GRID };
      // Clusters of a wide box from the grid's counts when they can answer: over all India that
      // is a few thousand groups instead of every matching listing.
      // With a budget, a region's or the country's from the kept price bands.
      const level = levelFor(cell);
      const kept = level === undefined ? undefined : keptClusters(criteria, query.bbox, level);
      if (kept) {
        const clusters = await kept;
        const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
        if (total > maxPins) return { total, pins: [], clusters };
      }
      // Only whether more than maxPins match decides: counted no further.
      if ((await deps.repository.count(criteria, maxPins)) <= maxPins) {
        const pins = await deps.repository.pins(criteria, maxPins);
        return { total: pins.length, pins, clusters: [] };
      }
      // A city's box or wider: summed per cell of 1/16° first. A smaller box: on a finer grid.
      const clusters =
        level !== undefined
          ? await deps.repository.clustersByCell(criteria, query.bbox, CLUSTER_GRID)
          : await deps.repository.clusters(criteria, cell);
      const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
      return { total, pins: [], clusters };
    },
  };

  /** The clusters of `box` summed from the grid's kept counts, when they answer `criteria`. */
  function keptClusters(criteria: SearchCriteria, box: Bbox, level: number) {
    if (answeredByCells(criteria, 1)) {
      return deps.cells.clusters(criteria, box, CLUSTER_GRID, level);
    }
    if (answeredByPrices(criteria, level)) {
      return deps.cells.priceClusters(criteria, box, CLUSTER_GRID, level);
    }
    return undefined;
  }

  /**
   * How many match: exactly from the grid's counts when they can answer (no price, place or
   * box), else counted in the listings no further than countCap + 1 ("10,000+ homes"). Around a
   * place or in a box, the grid sums the cells the area holds whole, and only the listings of
   * the cells on its edge are read.
   */
  async function countOf(criteria: SearchCriteria) {
    if (answeredByCells(criteria, 0)) {
      return { total: await deps.cells.count(criteria), totalCapped: false };
    }
    const cells = filtersOnGrid(criteria) ? (cellsToRead(criteria) ?? []) : [];
    const whole = cells.filter((cell) => cell.inside);
    let counted: number;
    if (whole.length === 0) counted = await deps.repository.count(criteria, countCap);
    else {
      counted = await deps.cells.countIn(criteria, whole);
      const edge = cells.filter((cell) => !cell.inside);
      if (counted <= countCap && edge.length > 0) {
        counted += await deps.repository.count(criteria, countCap - counted, edge);
      }
    }
    return { total: Math.min(counted, countCap), totalCapped: counted > countCap };
  }

  /**
   * The table's criteria for a search's filters, with the place its `q` names; no criteria when
   * nothing can match (a text too short to look for that names no place).
   */
  function criteriaOf(query: SearchFilterQuery): {
    criteria: SearchCriteria | undefined;
    place: FoundPlace | null;
  } {
    const place = query.q ? deps.places.find(query.q) : null;
    const text = query.q && !place ? query.q.trim() : undefined;
    if (text !== undefined && [...text].length < SEARCH_TEXT_MIN)
      return { criteria: undefined, place };
    const criteria: SearchCriteria = {
      type: query.type,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      beds: query.beds ?? [],
      baths: query.baths,
      furnished: query.furnished ?? false,
      parking: query.parking ?? false,
      offer: query.offer ?? false,
      boxes: [
        ...(query.bbox ? [query.bbox] : []),
        ...(place ? [boxAround(place, place.radiusKm)] : []),
      ],
      near: place ?? undefined,
      // Letters of an address only when they name no place (a society, a street).
      text,
    };
    return { criteria, place };
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
