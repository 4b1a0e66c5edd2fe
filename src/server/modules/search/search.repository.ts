import { and, asc, count, desc, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Cluster, Pin } from '../../../shared/schemas/search';
import type { Bbox, SearchSort } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../listings/listings.table';
import {
  CELL_LEVEL,
  cellColumnSql,
  cellCount,
  cellRowSql,
  cellsOf,
  overlap,
  type SearchCell,
} from './grid-cells';
import { foldIntoGrid } from './grid-clusters';
import {
  conditionsSql,
  inAreaSql,
  placeholders,
  shapeOf,
  valuesFrom,
  valuesOf,
  type SearchCriteria,
  type SearchShape,
  type SearchValues,
  type ValueOf,
} from './search-conditions';
import type { SearchCursor } from './search-cursor';

/**
 * A search whose boxes touch at most this many cells of 1/16° (a region of about 4° × 4°) reads
 * those cells (listings_cell_*_idx); a wider one reads the listings by date or price, where it
 * finds matches densely enough.
 */
const MAX_CELLS = 4096;
/** Up to this many cells (a big city), a page is the merge of each cell's first rows. */
const MAX_CELLS_PAGED = 256;

/** Each search's cells, worked out once: its page, its count and its pins all ask. */
const cellsOfSearch = new WeakMap<SearchCriteria, SearchCell[]>();

/** The cells a search reads, when its boxes are small enough to read them; [] when none. */
export function cellsToRead(criteria: SearchCriteria, max = MAX_CELLS): SearchCell[] | undefined {
  if (criteria.boxes.length === 0) return undefined;
  const area = overlap(criteria.boxes);
  if (!area) return [];
  if (cellCount(area) > max) return undefined;
  let cells = cellsOfSearch.get(criteria);
  if (!cells) {
    cells = cellsOf(area, criteria.near);
    cellsOfSearch.set(criteria, cells);
  }
  return cells;
}

/** The order of each sort, and with `resume` "after the cursor" in it: keyset paging, no OFFSET. */
function ordering(sort: SearchSort, resume: boolean, v: ValueOf) {
  if (sort === 'newest') {
    return {
      orderBy: [desc(listings.createdAt), desc(listings.id)],
      merged: sql`page.created_at desc, page.id desc`,
      keyset: resume
        ? sql`(${listings.createdAt}, ${listings.id}) < (${v('afterCreatedAt')}::timestamptz, ${v('afterId')}::uuid)`
        : undefined,
    };
  }
  const ascending = sort === 'price_asc';
  const after = sql`(${v('afterPrice')}::integer, ${v('afterId')}::uuid)`;
  return {
    orderBy: ascending
      ? [asc(listings.price), asc(listings.id)]
      : [desc(listings.price), desc(listings.id)],
    merged: ascending ? sql`page.price, page.id` : sql`page.price desc, page.id desc`,
    keyset: !resume
      ? undefined
      : ascending
        ? sql`(${listings.price}, ${listings.id}) > ${after}`
        : sql`(${listings.price}, ${listings.id}) < ${after}`,
  };
}

/** Statements built at most, one per shape of search and query (the least used go first). */
const STATEMENTS = 500;

/** The search's SQL: a page of matching listings in the order asked, and how many match. */
export function createSearchRepository(db: Db) {
  const v = placeholders;
  // Each query's SQL, built by Drizzle once per shape (search-conditions.ts) and run with each
  // search's values. Unnamed on the server: planned with the values every time.
  const statements = new LRUCache<string, { execute(values: SearchValues): Promise<unknown> }>({
    max: STATEMENTS,
  });
  function run<T>(
    key: unknown[],
    build: () => { execute(values: SearchValues): Promise<T> },
    values: SearchValues,
  ): Promise<T> {
    const name = JSON.stringify(key);
    let statement = statements.get(name);
    if (!statement) {
      statement = build();
      statements.set(name, statement);
    }
    return statement.execute(values) as Promise<T>;
  }

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
    const { orderBy, merged, keyset } = ordering(sort, resume, v);
    // A cell the search's area holds whole needs no check of its listings' position: without
    // it the planner also sees that most of a cell's listings match, and walks the sort's index.
    const pageIds = sql`(select page.id
      from unnest(${v('cells')}::integer[], ${v('inside')}::boolean[]) as c(cell, inside)
      cross join lateral (
        select ${listings.id}, ${listings.createdAt}, ${listings.price} from ${listings}
        where ${and(
          sql`${listings.cell} = c.cell`,
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
    async page(
      criteria: SearchCriteria,
      sort: SearchSort,
      limit: number,
      after?: SearchCursor,
    ): Promise<ListingRow[]> {
      const shape = shapeOf(criteria);
      const resume = after !== undefined;
      // Within a few cells, each cell's first rows (an index walk that stops early), merged:
      // never every match of a city.
      const paged = cellsToRead(criteria, MAX_CELLS_PAGED);
      const cells = paged ?? cellsToRead(criteria);
      const values = { ...valuesOf(criteria, { cells, after }), limit };
      return paged
        ? run(['page-cells', shape, sort, resume], () => pageByCell(shape, sort, resume), values)
        : run(
            ['page', shape, sort, resume, cells !== undefined],
            () => pageByOrder(shape, sort, resume, cells !== undefined),
            values,
          );
    },
    /** Up to `limit` matching listings as map pins (no particular order). */
    async pins(criteria: SearchCriteria, limit: number): Promise<Pin[]> {
      const shape = shapeOf(criteria);
      const cells = cellsToRead(criteria);
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
      return run(['pins', shape, cells !== undefined], build, values);
    },
    /**
     * The matching listings in clusters on a `grid` × `grid` grid of `box` (grid-clusters.ts),
     * summed per cell of 1/16° first: a box a city wide or more.
     */
    async clustersByCell(criteria: SearchCriteria, box: Bbox, grid: number) {
      const cells = cellsToRead(criteria);
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
     * The matching listings counted per cell of a fine grid (degrees of latitude and longitude),
     * each cluster with its listings' box: a box smaller than a few cells of 1/16°.
     */
    async clusters(
      criteria: SearchCriteria,
      cell: { lat: number; lng: number },
    ): Promise<Cluster[]> {
      const cells = cellsToRead(criteria);
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
     * How many match, counting no further than `cap` + 1; in `cells` only, when given (some of
     * the search's cells), else in the search's cells when it names a few.
     */
    async count(criteria: SearchCriteria, cap: number, only?: SearchCell[]): Promise<number> {
      const shape = shapeOf(criteria);
      const cells = only ?? cellsToRead(criteria);
      const build = () => {
        const matches = db
          .select({ one: sql`1` })
          .from(listings)
          .where(and(...conditionsSql(shape, v, { area: true, cells: cells !== undefined })))
          .limit(v('cap'))
          .as('matches');
        return db.select({ n: count() }).from(matches).prepare('');
      };
      const values = { ...valuesOf(criteria, { cells }), cap: cap + 1 };
      const [row] = await run(['count', shape, cells !== undefined], build, values);
      return row?.n ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
