import {
  and,
  asc,
  count,
  desc,
  inArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Cluster, Pin } from '../../../shared/schemas/search';
import type { Bbox, SearchSort } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { createStatementCache } from '../../db/statement-cache';
import { listings, type ListingRow } from '../listings/listings.table';
import { CELL_LEVEL, cellColumnSql, cellRowSql, type SearchCell } from './grid-cells';
import { foldIntoGrid } from './grid-clusters';
import {
  conditionsSql,
  inAreaSql,
  placeholders,
  shapeOf,
  valuesFrom,
  valuesOf,
  type SearchShape,
  type ValueOf,
} from './search-conditions';
import type { SearchCriteria } from './search-criteria';
import type { PagePlan } from './search-plan';

/**
 * Each sort's column and direction (ties broken by id the same way) and where its cursor's value
 * is. The facts' sorts read columns that put homes without an area last (listings.table.ts), so a
 * page resumes after a plain comparison across that boundary too.
 */
const SORTS: Record<
  SearchSort,
  { column: AnyColumn; name: string; ascending: boolean; after: string; cast: string }
> = {
  newest: {
    column: listings.createdAt,
    name: 'created_at',
    ascending: false,
    after: 'afterCreatedAt',
    cast: 'timestamptz',
  },
  price_asc: {
    column: listings.price,
    name: 'price',
    ascending: true,
    after: 'afterPrice',
    cast: 'integer',
  },
  price_desc: {
    column: listings.price,
    name: 'price',
    ascending: false,
    after: 'afterPrice',
    cast: 'integer',
  },
  area_desc: {
    column: listings.areaSort,
    name: 'area_sort',
    ascending: false,
    after: 'afterArea',
    cast: 'integer',
  },
  ppsf_asc: {
    column: listings.ppsfSort,
    name: 'ppsf_sort',
    ascending: true,
    after: 'afterPpsf',
    cast: 'float8',
  },
};

/** The order of each sort, and with `resume` "after the cursor" in it: keyset paging, no OFFSET. */
function ordering(sort: SearchSort, resume: boolean, v: ValueOf) {
  const { column, name, ascending, after, cast } = SORTS[sort];
  const key = sql`(${v(after)}::${sql.raw(cast)}, ${v('afterId')}::uuid)`;
  return {
    /** The sort's column, selected in each cell's first rows to merge them. */
    column,
    orderBy: ascending ? [asc(column), asc(listings.id)] : [desc(column), desc(listings.id)],
    merged: sql.raw(ascending ? `page.${name}, page.id` : `page.${name} desc, page.id desc`),
    keyset: !resume
      ? undefined
      : ascending
        ? sql`(${column}, ${listings.id}) > ${key}`
        : sql`(${column}, ${listings.id}) < ${key}`,
  };
}

/**
 * The search's SQL: a page of matching listings in the order asked, how many match, the map's
 * pins and clusters. What to read (which cells, which way) is the plan's (search-plan.ts).
 */
export function createSearchRepository(db: Db) {
  const v = placeholders;
  // Each query's SQL, built by Drizzle once per shape (search-conditions.ts) and run with each
  // search's values. Unnamed on the server: planned with the values every time.
  const statements = createStatementCache();
  const keyOf = (key: unknown[]) => JSON.stringify(key);

  /**
   * The page's rows, from its ids: the indexes hold every filtered and sorted column, so only the
   * page's rows are read from the table.
   */
  const rowsOf = (pageIds: SQL | SQLWrapper, orderBy: SQL[]) =>
    db
      .select()
      .from(listings)
      .where(inArray(listings.id, pageIds))
      .orderBy(...orderBy)
      .prepare('');

  /** A page read cell by cell: each cell's first rows in the sort's order, merged. */
  const pageByCell = (shape: SearchShape, sort: SearchSort, resume: boolean) => {
    const { column, orderBy, merged, keyset } = ordering(sort, resume, v);
    // By price per sq ft, each cell is read once per type asked (listings_cell_ppsf_idx is
    // keyed (cell, type, ppsf_sort)): a sale's walk would otherwise pass every rent of its cell,
    // cheaper per sq ft, before the first sale.
    const byType = sort === 'ppsf_asc';
    // A cell the search's area holds whole needs no check of its listings' position: without
    // it the planner also sees that most of a cell's listings match, and walks the sort's index.
    const pageIds = sql`(select page.id
      from unnest(${v('cells')}::integer[], ${v('inside')}::boolean[]) as c(cell, inside)
      ${byType ? sql`cross join unnest(${v('types')}::text[]) as t(type)` : sql``}
      cross join lateral (
        select ${listings.id}, ${column} from ${listings}
        where ${and(
          sql`${listings.cell} = c.cell`,
          byType ? sql`${listings.type} = t.type` : undefined,
          or(sql`c.inside`, inAreaSql(shape, v)),
          ...conditionsSql(shape, v, { area: false, cells: false }),
          keyset,
        )}
        order by ${sql.join(orderBy, sql`, `)} limit ${v('limit')}
      ) as page order by ${merged} limit ${v('limit')})`;
    return rowsOf(pageIds, orderBy);
  };

  /** A page read from the sort's index (with the search's cells, when it names a few). */
  const pageByOrder = (shape: SearchShape, sort: SearchSort, resume: boolean, cells: boolean) => {
    const { orderBy, keyset } = ordering(sort, resume, v);
    const pageIds = db
      .select({ id: listings.id })
      .from(listings)
      .where(and(...conditionsSql(shape, v, { area: true, cells }), keyset))
      .orderBy(...orderBy)
      .limit(v('limit'));
    return rowsOf(pageIds, orderBy);
  };

  return {
    /** The page `plan` reads: its rows in the sort's order. */
    async page(criteria: SearchCriteria, plan: PagePlan): Promise<ListingRow[]> {
      const shape = shapeOf(criteria);
      const { sort, cells, after } = plan;
      const resume = after !== undefined;
      const values = { ...valuesOf(criteria, { cells, after }), limit: plan.rows };
      return plan.by === 'cells'
        ? statements.run(
            keyOf(['page-cells', shape, sort, resume]),
            () => pageByCell(shape, sort, resume),
            values,
          )
        : statements.run(
            keyOf(['page', shape, sort, resume, cells !== undefined]),
            () => pageByOrder(shape, sort, resume, cells !== undefined),
            values,
          );
    },
    /** Up to `limit` matching listings (of `cells`, when given) as map pins, in no order. */
    async pins(
      criteria: SearchCriteria,
      cells: SearchCell[] | undefined,
      limit: number,
    ): Promise<Pin[]> {
      const shape = shapeOf(criteria);
      const build = () =>
        db
          .select({
            id: listings.id,
            type: listings.type,
            name: listings.name,
            price: listings.price,
            lat: listings.lat,
            lng: listings.lng,
          })
          .from(listings)
          .where(and(...conditionsSql(shape, v, { area: true, cells: cells !== undefined })))
          .limit(v('limit'))
          .prepare('');
      const values = { ...valuesOf(criteria, { cells }), limit };
      return statements.run(keyOf(['pins', shape, cells !== undefined]), build, values);
    },
    /**
     * The matching listings (of `cells`, when given) in clusters on a `grid` × `grid` grid of
     * `box` (grid-clusters.ts), summed per cell of 1/16° first: a box a city wide or more.
     */
    async clustersByCell(
      criteria: SearchCriteria,
      cells: SearchCell[] | undefined,
      box: Bbox,
      grid: number,
    ) {
      const where = conditionsSql(shapeOf(criteria), valuesFrom(valuesOf(criteria, { cells })), {
        area: true,
        cells: cells !== undefined,
      });
      const byCell = sql`(select ${cellRowSql(sql`${listings.cell}`)} as cell_row,
          ${cellColumnSql(sql`${listings.cell}`)} as cell_col, count(*)::integer as listings,
          sum(${listings.lat}) as lat_sum, sum(${listings.lng}) as lng_sum
        from ${listings} where ${and(sql`true`, ...where)}
        group by ${listings.cell})`;
      return foldIntoGrid(db, byCell, { box, grid, level: CELL_LEVEL });
    },
    /**
     * The matching listings (of `cells`, when given) counted per cell of a fine grid (degrees of
     * latitude and longitude), each cluster with its listings' box: a box smaller than a few
     * cells of 1/16°.
     */
    async clusters(
      criteria: SearchCriteria,
      cells: SearchCell[] | undefined,
      cell: { lat: number; lng: number },
    ): Promise<Cluster[]> {
      const where = conditionsSql(shapeOf(criteria), valuesFrom(valuesOf(criteria, { cells })), {
        area: true,
        cells: cells !== undefined,
      });
      const row = sql`floor(${listings.lat} / ${cell.lat})`;
      const column = sql`floor(${listings.lng} / ${cell.lng})`;
      const groups = await db
        .select({
          count: count(),
          lat: sql<number>`avg(${listings.lat})::float8`,
          lng: sql<number>`avg(${listings.lng})::float8`,
          west: sql<number>`min(${listings.lng})`,
          south: sql<number>`min(${listings.lat})`,
          east: sql<number>`max(${listings.lng})`,
          north: sql<number>`max(${listings.lat})`,
        })
        .from(listings)
        .where(and(...where))
        .groupBy(row, column);
      return groups.map(({ count: n, lat, lng, west, south, east, north }) => ({
        count: n,
        lat,
        lng,
        bbox: [west, south, east, north],
      }));
    },
    /**
     * How many match (in `cells`, when given), counting no further than `cap` + 1. The listings
     * of the cells the area holds whole are counted without testing their position: that test
     * was half the work of counting a city's.
     */
    async count(
      criteria: SearchCriteria,
      cells: SearchCell[] | undefined,
      cap: number,
    ): Promise<number> {
      const shape = shapeOf(criteria);
      const matching = (scope: Parameters<typeof conditionsSql>[2]) =>
        db
          .select({ one: sql`1` })
          .from(listings)
          .where(and(...conditionsSql(shape, v, scope)));
      const build = () => {
        const matches = (
          cells === undefined
            ? matching({ area: true, cells: false })
            : unionAll(
                matching({ area: false, cells: 'wholeCells' }),
                matching({ area: true, cells: 'edgeCells' }),
              )
        )
          .limit(v('cap'))
          .as('matches');
        return db.select({ n: count() }).from(matches).prepare('');
      };
      const values = { ...valuesOf(criteria, { cells }), cap: cap + 1 };
      const [row] = await statements.run(
        keyOf(['count', shape, cells !== undefined]),
        build,
        values,
      );
      return row?.n ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
