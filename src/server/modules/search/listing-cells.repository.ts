import { and, between, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Bbox } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import {
  arrayText,
  placeholders,
  valuesFrom,
  type SearchCriteria,
  type SearchValues,
  type ValueOf,
} from './search-conditions';
import { CELL_LEVEL } from './grid-cells';
import { foldIntoGrid } from './grid-clusters';
import {
  CELL_BATHROOMS_MAX,
  CELL_LEVELS,
  listingCellPrices,
  listingCells,
  listingCellTotals,
  PRICE_BANDS_PER_E,
  PRICE_CELL_LEVELS,
} from './listing-cells.table';
import { listings } from '../listings/listings.table';

/** The filters the grid's counts can answer: those with a few values, nothing about the place. */
export type CellCriteria = Pick<
  SearchCriteria,
  'type' | 'beds' | 'baths' | 'furnished' | 'parking' | 'offer'
>;

/** Whether the grid keeps apart every filter of `criteria` but its area (no price or letters). */
export function filtersOnGrid(criteria: SearchCriteria): boolean {
  return (
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
export function answeredByCells(criteria: SearchCriteria, boxes: number): boolean {
  return filtersOnGrid(criteria) && criteria.near === undefined && criteria.boxes.length === boxes;
}

/** Which filters `criteria` has, type first: the text of the grid's SQL depends on these alone. */
const cellShape = (criteria: CellCriteria) => [
  criteria.type !== undefined,
  criteria.beds.length > 0,
  criteria.baths !== undefined,
  criteria.furnished,
  criteria.parking,
  criteria.offer,
];

function filters(criteria: CellCriteria, v: ValueOf): SQL[] {
  const where: (SQL | undefined)[] = [
    gt(listingCells.listings, 0),
    criteria.type && eq(listingCells.type, v<ListingType>('type')),
    // "5+" is the group of five or more bedrooms.
    criteria.beds.length > 0
      ? sql`${listingCells.bedrooms} = any(${v('beds')}::integer[])`
      : undefined,
    criteria.baths !== undefined ? gte(listingCells.bathrooms, v<number>('baths')) : undefined,
    criteria.furnished ? eq(listingCells.furnished, true) : undefined,
    criteria.parking ? eq(listingCells.parking, true) : undefined,
    criteria.offer ? eq(listingCells.offer, true) : undefined,
  ];
  return where.filter((condition): condition is SQL => condition !== undefined);
}

const filterValues = (criteria: CellCriteria): SearchValues => ({
  type: criteria.type,
  beds: arrayText(criteria.beds),
  baths: criteria.baths,
});

/**
 * Whether listing_cell_prices answers the clusters of `criteria` at `level`: a price, perhaps a
 * type, no other filter, only the map's box, a level it keeps.
 */
export function answeredByPrices(criteria: SearchCriteria, level: number): boolean {
  const [, ...filtersBesideType] = cellShape(criteria);
  return (
    (PRICE_CELL_LEVELS as readonly number[]).includes(level) &&
    (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) &&
    !filtersBesideType.some(Boolean) &&
    criteria.text === undefined &&
    criteria.near === undefined &&
    criteria.boxes.length === 1
  );
}

/** Cells of `level` k are 2^-k degrees wide. */
const cellSize = (level: number) => 2 ** -level;

/**
 * The coarsest level whose cells are at most half again as big as a cell of the map's grid (a
 * city's box, cut in eight, gets cells of 1/16°); none for a smaller box.
 */
export function levelFor(gridCell: { lat: number; lng: number }): number | undefined {
  const fits = 1.5 * Math.min(gridCell.lat, gridCell.lng);
  return CELL_LEVELS.find((level) => cellSize(level) <= fits);
}

type CellTable = typeof listingCells | typeof listingCellTotals;

/** Whether `criteria` has none of the grid's filters: listing_cell_totals answers it. */
const unfiltered = (criteria: CellCriteria) => !cellShape(criteria).some(Boolean);

/**
 * The table that answers `criteria` and its conditions beside the level: the totals per cell
 * without filters, else the groups of each value of the filters.
 */
function source(criteria: CellCriteria, v: ValueOf): { table: CellTable; where: SQL[] } {
  return unfiltered(criteria)
    ? { table: listingCellTotals, where: [gt(listingCellTotals.listings, 0)] }
    : { table: listingCells, where: filters(criteria, v) };
}

/** The grid's counts of listings (listing-cells.table.ts): a sum of a few groups, never a scan. */
export function createListingCellsRepository(db: Db) {
  const v = placeholders;
  // Built once per set of filters, as the search's own statements (search-conditions.ts).
  const statements = new Map<string, { execute(values: SearchValues): Promise<{ n: number }[]> }>();
  async function sum(
    key: string,
    criteria: CellCriteria,
    build: (table: CellTable) => (SQL | undefined)[],
    values: SearchValues,
  ) {
    const name = `${key} ${cellShape(criteria).join()}`;
    let statement = statements.get(name);
    if (!statement) {
      const { table, where } = source(criteria, v);
      statement = db
        .select({ n: sql<number>`coalesce(sum(${table.listings}), 0)::integer` })
        .from(table)
        .where(and(...build(table), ...where))
        .prepare('');
      statements.set(name, statement);
    }
    const [row] = await statement.execute({ ...filterValues(criteria), ...values });
    return row?.n ?? 0;
  }

  return {
    /** How many listings over all India match `criteria`. */
    async count(criteria: CellCriteria): Promise<number> {
      return sum('all', criteria, (table) => [eq(table.level, CELL_LEVELS[0])], {});
    },

    /** How many listings in these cells of the finest level (1/16°) match `criteria`. */
    async countIn(criteria: CellCriteria, cells: { row: number; column: number }[]) {
      return sum(
        'in',
        criteria,
        (table) => [
          eq(table.level, CELL_LEVEL),
          sql`(${table.cellRow}, ${table.cellCol}) in (select * from unnest(${v('rows')}::integer[], ${v('columns')}::integer[]))`,
        ],
        {
          rows: arrayText(cells.map(({ row }) => row)),
          columns: arrayText(cells.map(({ column }) => column)),
        },
      );
    },

    /**
     * The listings of `box` within a price range (answeredByPrices) in clusters on a `grid` ×
     * `grid` grid of it: the bands wholly inside the range summed from listing_cell_prices, and
     * the listings of the range's edge bands read from the price index.
     */
    async priceClusters(criteria: SearchCriteria, box: Bbox, grid: number, level: number) {
      const [west, south, east, north] = box;
      const scale = 2 ** level;
      const [rowFirst, rowLast] = [Math.floor(south * scale), Math.floor(north * scale)];
      const [colFirst, colLast] = [Math.floor(west * scale), Math.floor(east * scale)];
      const { minPrice: min, maxPrice: max, type } = criteria;
      const band = (price: number) => sql`listing_price_band(${price}::integer)`;
      const perE = sql.raw(`${PRICE_BANDS_PER_E}.0`);
      const kept = listingCellPrices;
      const inBands = and(
        min !== undefined ? sql`${kept.band} > ${band(min)}` : undefined,
        max !== undefined ? sql`${kept.band} < ${band(max)}` : undefined,
      );
      // The edge bands' listings: the price index finds a band's range (a little wider, as the
      // band's bounds are rounded; an integer, or the index could not use it), the band
      // function keeps exactly the band's own.
      const listingBand = sql`listing_price_band(${listings.price})`;
      const lowEdge =
        min !== undefined &&
        and(
          gte(listings.price, min),
          sql`${listings.price} <= (ceil(exp((${band(min)} + 1) / ${perE})) + 1)::integer`,
          sql`${listingBand} = ${band(min)}`,
        );
      const highEdge =
        max !== undefined &&
        and(
          lte(listings.price, max),
          sql`${listings.price} >= (floor(exp(${band(max)} / ${perE})) - 1)::integer`,
          sql`${listingBand} = ${band(max)}`,
        );
      const cells = sql`(
        select ${kept.cellRow} as cell_row, ${kept.cellCol} as cell_col, ${kept.listings} as listings,
               ${kept.latSum} as lat_sum, ${kept.lngSum} as lng_sum
        from ${kept}
        where ${and(
          eq(kept.level, level),
          between(kept.cellRow, rowFirst, rowLast),
          between(kept.cellCol, colFirst, colLast),
          gt(kept.listings, 0),
          type && eq(kept.type, type),
          inBands,
        )}
        union all
        select floor(${listings.lat} * ${scale}::float8)::integer, floor(${listings.lng} * ${scale}::float8)::integer,
               count(*)::integer, sum(${listings.lat}), sum(${listings.lng})
        from ${listings}
        where ${and(
          gte(listings.lat, rowFirst / scale),
          lt(listings.lat, (rowLast + 1) / scale),
          gte(listings.lng, colFirst / scale),
          lt(listings.lng, (colLast + 1) / scale),
          type && eq(listings.type, type),
          or(lowEdge || undefined, highEdge || undefined),
          // One band holds both ends: no band lies wholly inside, and its listings are read once.
          min !== undefined && max !== undefined ? between(listings.price, min, max) : undefined,
        )}
        group by 1, 2
      )`;
      return foldIntoGrid(db, cells, { box, grid, level });
    },

    /**
     * The matching listings of `box` in clusters on a `grid` × `grid` grid of it (grid-clusters.ts),
     * from the groups of `level`.
     */
    async clusters(criteria: CellCriteria, box: Bbox, grid: number, level: number) {
      const [west, south, east, north] = box;
      const scale = 2 ** level;
      const { table, where } = source(criteria, valuesFrom(filterValues(criteria)));
      const cells = sql`(select ${table.cellRow}, ${table.cellCol}, ${table.listings},
          ${table.latSum}, ${table.lngSum}
        from ${table}
        where ${and(
          eq(table.level, level),
          between(table.cellRow, Math.floor(south * scale), Math.floor(north * scale)),
          between(table.cellCol, Math.floor(west * scale), Math.floor(east * scale)),
          ...where,
        )})`;
      return foldIntoGrid(db, cells, { box, grid, level });
    },
  };
}

export type ListingCellsRepository = ReturnType<typeof createListingCellsRepository>;
