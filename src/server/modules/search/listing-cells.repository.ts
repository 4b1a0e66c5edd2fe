import { and, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import { AMENITIES, TENANTS } from '../../../shared/listing-facts';
import type { Bbox } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { createStatementCache } from '../../db/statement-cache';
import { AREA_BANDS, bandClusters, PRICE_BANDS } from './band-clusters';
import { CELL_LEVEL } from './grid-cells';
import { foldIntoGrid, keptRowsIn } from './grid-clusters';
import {
  CELL_LEVELS,
  FACT_CELL_LEVELS,
  listingCellAmenities,
  listingCellFacts,
  listingCells,
  listingCellTotals,
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
     * The listings of `box` within a price range or an area range (perhaps of a type, no other
     * filter) in clusters on a `grid` × `grid` grid of it, from the kept bands (band-clusters.ts).
     */
    async bandClusters(criteria: SearchCriteria, on: { box: Bbox; grid: number; level: number }) {
      const { minPrice, maxPrice, minArea, maxArea, type } = criteria;
      return minPrice !== undefined || maxPrice !== undefined
        ? bandClusters(db, PRICE_BANDS, { min: minPrice, max: maxPrice, type }, on)
        : bandClusters(db, AREA_BANDS, { min: minArea, max: maxArea, type }, on);
    },

    /**
     * The listings of `box` for a tenant or with amenities (perhaps of a type, no other filter)
     * in clusters on a `grid` × `grid` grid of it, summed from the groups whose masks match, as
     * the search's conditions read a listing's (search-conditions.ts): listing_cell_facts at its
     * levels, listing_cell_amenities (amenities alone) at a city's.
     */
    async factClusters(
      criteria: SearchCriteria,
      { box, grid, level }: { box: Bbox; grid: number; level: number },
    ) {
      const amenities = bitsOf(AMENITIES, criteria.amenities);
      const tenant = criteria.tenant && bitsOf(TENANTS, [criteria.tenant]);
      const asked = (kept: typeof listingCellFacts | typeof listingCellAmenities) => [
        gt(kept.listings, 0),
        criteria.type && eq(kept.type, criteria.type),
        amenities ? sql`${kept.amenityBits} & ${amenities}::smallint = ${amenities}` : undefined,
      ];
      const kept = listingCellFacts;
      const cells = (FACT_CELL_LEVELS as readonly number[]).includes(level)
        ? keptRowsIn(kept, level, box, [
            ...asked(kept),
            // A rent that prefers the tenant or states no preference.
            tenant
              ? sql`${kept.type} = 'rent' and (${kept.tenantBits} = 0 or ${kept.tenantBits} & ${tenant}::smallint <> 0)`
              : undefined,
          ])
        : keptRowsIn(listingCellAmenities, level, box, asked(listingCellAmenities));
      return foldIntoGrid(db, sql`(${cells})`, { box, grid, level });
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
      const cells = keptRowsIn(table, level, box, where);
      return foldIntoGrid(db, sql`(${cells})`, { box, grid, level });
    },
  };
}

export type ListingCellsRepository = ReturnType<typeof createListingCellsRepository>;
