import { and, between, eq, gt, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import { AMENITIES, TENANTS } from '../../../shared/listing-facts';
import type { Bbox } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import { createStatementCache } from '../../db/statement-cache';
import { listings } from '../listings/listings.table';
import { CELL_LEVEL, cellsOf } from './grid-cells';
import { foldIntoGrid } from './grid-clusters';
import {
  CELL_LEVELS,
  listingCellFacts,
  listingCellPrices,
  listingCells,
  listingCellTotals,
  PRICE_BANDS_PER_E,
} from './listing-cells.table';
import {
  bitsOf,
  placeholders,
  valuesFrom,
  type SearchValues,
  type ValueOf,
} from './search-conditions';
import type { SearchCriteria } from './search-criteria';
import type { GridTable } from './search-plan';

/** The filters the grid's counts can answer: those with a few values, nothing about the place. */
export type CellCriteria = Pick<
  SearchCriteria,
  'type' | 'beds' | 'baths' | 'furnished' | 'parking' | 'offer'
>;

/** Which filters `criteria` has: the text of the grid's SQL depends on these alone. */
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
  beds: criteria.beds,
  baths: criteria.baths,
});

type CellTable = typeof listingCells | typeof listingCellTotals;

/** The table the plan chose and its conditions beside the level. */
function source(
  table: GridTable,
  criteria: CellCriteria,
  v: ValueOf,
): { table: CellTable; where: SQL[] } {
  return table === 'totals'
    ? { table: listingCellTotals, where: [gt(listingCellTotals.listings, 0)] }
    : { table: listingCells, where: filters(criteria, v) };
}

/**
 * The rows `first` to `last` of a level, one by one: the kept tables' keys go (level, row,
 * column, …), and a range of rows would be read with every column of each row between (the
 * whole country's width for a city's eight rows), where a list finds each row's columns.
 */
const inRows = (column: SQL | AnyColumn, first: number, last: number) =>
  sql`${column} = any(${arrayParam(Array.from({ length: last - first + 1 }, (_, i) => first + i))}::integer[])`;

/** The kept rows at `level` whose cells lie in `box`, with what a cluster sums of them. */
function keptCellsIn(
  table: CellTable | typeof listingCellFacts,
  level: number,
  [west, south, east, north]: Bbox,
  conditions: (SQL | undefined)[],
): SQL {
  const scale = 2 ** level;
  return sql`(select ${table.cellRow}, ${table.cellCol}, ${table.listings},
      ${table.latSum}, ${table.lngSum}
    from ${table}
    where ${and(
      eq(table.level, level),
      inRows(table.cellRow, Math.floor(south * scale), Math.floor(north * scale)),
      between(table.cellCol, Math.floor(west * scale), Math.floor(east * scale)),
      ...conditions,
    )})`;
}

/** The grid's counts of listings (listing-cells.table.ts): a sum of a few groups, never a scan. */
export function createListingCellsRepository(db: Db) {
  const v = placeholders;
  // Built once per table and set of filters, as the search's own statements.
  const statements = createStatementCache();
  async function sum(
    key: string,
    { table, criteria }: { table: GridTable; criteria: CellCriteria },
    build: (table: CellTable) => (SQL | undefined)[],
    values: SearchValues,
  ) {
    const [row] = await statements.run(
      `${key} ${table} ${cellShape(criteria).join()}`,
      () => {
        const from = source(table, criteria, v);
        return db
          .select({ n: sql<number>`coalesce(sum(${from.table.listings}), 0)::integer` })
          .from(from.table)
          .where(and(...build(from.table), ...from.where))
          .prepare('');
      },
      { ...filterValues(criteria), ...values },
    );
    return row?.n ?? 0;
  }

  return {
    /** How many listings over all India match `criteria`, summed from `table`. */
    async count(table: GridTable, criteria: CellCriteria): Promise<number> {
      return sum('all', { table, criteria }, (t) => [eq(t.level, CELL_LEVELS[0])], {});
    },

    /** How many listings in these cells of 1/16° match `criteria`, summed from `table`. */
    async countIn(
      table: GridTable,
      criteria: CellCriteria,
      cells: { row: number; column: number }[],
    ) {
      return sum(
        'in',
        { table, criteria },
        (t) => [
          eq(t.level, CELL_LEVEL),
          sql`(${t.cellRow}, ${t.cellCol}) in (select * from unnest(${v('rows')}::integer[], ${v('columns')}::integer[]))`,
        ],
        {
          rows: cells.map(({ row }) => row),
          columns: cells.map(({ column }) => column),
        },
      );
    },

    /**
     * The listings of `box` within a price range (a price, perhaps a type) in clusters on a `grid` ×
     * `grid` grid of it: the bands the range touches summed from listing_cell_prices, less the
     * listings of its edge bands beyond it, read from the price index.
     */
    async priceClusters(
      criteria: SearchCriteria,
      { box, grid, level }: { box: Bbox; grid: number; level: number },
    ) {
      const [west, south, east, north] = box;
      const scale = 2 ** level;
      const [rowFirst, rowLast] = [Math.floor(south * scale), Math.floor(north * scale)];
      const [colFirst, colLast] = [Math.floor(west * scale), Math.floor(east * scale)];
      const { minPrice: min, maxPrice: max, type } = criteria;
      const band = (price: number) => sql`listing_price_band(${price}::integer)`;
      const perE = sql.raw(`${PRICE_BANDS_PER_E}.0`);
      const kept = listingCellPrices;
      // The bands from the minimum's to the maximum's, whole; less the listings of the edge
      // bands beyond the range, read one by one. Read on that side, a round budget's own price
      // (8,296 homes at exactly ₹40,000 at a million) is counted from the kept band, not read.
      const inBands = and(
        min !== undefined ? sql`${kept.band} >= ${band(min)}` : undefined,
        max !== undefined ? sql`${kept.band} <= ${band(max)}` : undefined,
      );
      // The price index finds a band's range (a little wider, as the band's bounds are rounded;
      // an integer, or the index could not use it), the band function keeps exactly the band's own.
      const listingBand = sql`listing_price_band(${listings.price})`;
      const belowMin =
        min !== undefined &&
        and(
          lt(listings.price, min),
          sql`${listings.price} >= (floor(exp(${band(min)} / ${perE})) - 1)::integer`,
          sql`${listingBand} = ${band(min)}`,
        );
      const aboveMax =
        max !== undefined &&
        and(
          gt(listings.price, max),
          sql`${listings.price} <= (ceil(exp((${band(max)} + 1) / ${perE})) + 1)::integer`,
          sql`${listingBand} = ${band(max)}`,
        );
      const cells = sql`(
        select ${kept.cellRow} as cell_row, ${kept.cellCol} as cell_col, ${kept.listings} as listings,
               ${kept.latSum} as lat_sum, ${kept.lngSum} as lng_sum
        from ${kept}
        where ${and(
          eq(kept.level, level),
          inRows(kept.cellRow, rowFirst, rowLast),
          between(kept.cellCol, colFirst, colLast),
          gt(kept.listings, 0),
          type && eq(kept.type, type),
          inBands,
        )}
        union all
        select floor(${listings.lat} * ${scale}::float8)::integer, floor(${listings.lng} * ${scale}::float8)::integer,
               (-count(*))::integer, -sum(${listings.lat}), -sum(${listings.lng})
        from ${listings}
        where ${and(
          sql`${listings.listed}`,
          // A city's cells are the listings' own: the price index of each cell finds its edge
          // bands' listings, not the whole country's at that price.
          level === CELL_LEVEL
            ? sql`${listings.cell} = any(${arrayParam(cellsOf(box).map(({ cell }) => cell))}::integer[])`
            : undefined,
          gte(listings.lat, rowFirst / scale),
          lt(listings.lat, (rowLast + 1) / scale),
          gte(listings.lng, colFirst / scale),
          lt(listings.lng, (colLast + 1) / scale),
          type && eq(listings.type, type),
          or(belowMin || undefined, aboveMax || undefined),
        )}
        group by 1, 2
      )`;
      return foldIntoGrid(db, cells, { box, grid, level });
    },

    /**
     * The listings of `box` for a tenant or with amenities (perhaps of a type, no other filter)
     * in clusters on a `grid` × `grid` grid of it, summed from listing_cell_facts at `level`: the
     * groups whose masks match, as the search's conditions read a listing's (search-conditions.ts).
     */
    async factClusters(
      criteria: SearchCriteria,
      { box, grid, level }: { box: Bbox; grid: number; level: number },
    ) {
      const kept = listingCellFacts;
      const amenities = bitsOf(AMENITIES, criteria.amenities);
      const tenant = criteria.tenant && bitsOf(TENANTS, [criteria.tenant]);
      const cells = keptCellsIn(kept, level, box, [
        gt(kept.listings, 0),
        criteria.type && eq(kept.type, criteria.type),
        // A rent that prefers the tenant or states no preference.
        tenant
          ? sql`${kept.type} = 'rent' and (${kept.tenantBits} = 0 or ${kept.tenantBits} & ${tenant}::smallint <> 0)`
          : undefined,
        amenities ? sql`${kept.amenityBits} & ${amenities}::smallint = ${amenities}` : undefined,
      ]);
      return foldIntoGrid(db, cells, { box, grid, level });
    },

    /**
     * The matching listings of `box` in clusters on a `grid` × `grid` grid of it (grid-clusters.ts),
     * summed from `kept` at `level`.
     */
    async clusters(
      kept: GridTable,
      criteria: CellCriteria,
      { box, grid, level }: { box: Bbox; grid: number; level: number },
    ) {
      const { table, where } = source(kept, criteria, valuesFrom(filterValues(criteria)));
      const cells = keptCellsIn(table, level, box, where);
      return foldIntoGrid(db, cells, { box, grid, level });
    },
  };
}

export type ListingCellsRepository = ReturnType<typeof createListingCellsRepository>;
