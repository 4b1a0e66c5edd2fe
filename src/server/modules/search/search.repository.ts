import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
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
  reachOf,
  type Near,
  type SearchCell,
} from './grid-cells';
import { foldIntoGrid } from './grid-clusters';
import type { SearchCursor } from './search-cursor';

/**
 * A search whose boxes touch at most this many cells of 1/16° (a region of about 4° × 4°) reads
 * those cells (listings_cell_*_idx); a wider one reads the listings by date or price, where it
 * finds matches densely enough.
 */
const MAX_CELLS = 4096;
/** Up to this many cells (a big city), a page is the merge of each cell's first rows. */
const MAX_CELLS_PAGED = 256;

/** What a search asks of the listings table, places already turned into boxes. */
export interface SearchCriteria {
  type?: ListingType | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Bedroom counts; 5 means five or more. */
  beds: number[];
  baths?: number | undefined;
  furnished: boolean;
  parking: boolean;
  offer: boolean;
  /** The listing lies in every one of these boxes (the map's, the place's). */
  boxes: Bbox[];
  /** And within this distance of the place searched (the box alone would take its corners). */
  near?: Near | undefined;
  /** Letters the address or name holds, when no place was found for them. */
  text?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One array parameter: an `in` list would send a parameter per cell. */
const sqlArray = (values: (number | boolean)[], type: SQL) =>
  sql`${`{${values.join(',')}}`}::${type}[]`;
const cellArray = (cells: SearchCell[]) =>
  sqlArray(
    cells.map(({ cell }) => cell),
    sql`integer`,
  );

/** The cells a search reads, when its boxes are small enough to read them; [] when none. */
export function cellsToRead(criteria: SearchCriteria, max = MAX_CELLS): SearchCell[] | undefined {
  if (criteria.boxes.length === 0) return undefined;
  const area = overlap(criteria.boxes);
  if (!area) return [];
  return cellCount(area) <= max ? cellsOf(area, criteria.near) : undefined;
}

/** The listing lies in every box of the search, and within its distance of the place. */
function inArea(criteria: SearchCriteria): SQL | undefined {
  const near = criteria.near && { ...criteria.near, ...reachOf(criteria.near) };
  return and(
    ...criteria.boxes.flatMap(([west, south, east, north]) => [
      between(listings.lat, south, north),
      between(listings.lng, west, east),
    ]),
    near &&
      sql`power(${listings.lat} - ${near.lat}, 2) + power((${listings.lng} - ${near.lng}) * ${near.east}, 2) <= ${near.reachSquared}`,
  );
}

/**
 * The search's conditions; `cellByCell` leaves out the area and cells, which the caller checks;
 * `cells` reads these of the search's cells only.
 */
function conditions(
  criteria: SearchCriteria,
  { cellByCell = false, cells }: { cellByCell?: boolean; cells?: SearchCell[] } = {},
): SQL[] {
  const where: (SQL | undefined)[] = [
    criteria.type && eq(listings.type, criteria.type),
    criteria.minPrice !== undefined ? gte(listings.price, criteria.minPrice) : undefined,
    criteria.maxPrice !== undefined ? lte(listings.price, criteria.maxPrice) : undefined,
    criteria.baths !== undefined ? gte(listings.bathrooms, criteria.baths) : undefined,
    criteria.furnished ? eq(listings.furnished, true) : undefined,
    criteria.parking ? eq(listings.parking, true) : undefined,
    criteria.offer ? eq(listings.offer, true) : undefined,
  ];
  if (criteria.beds.length > 0) {
    const exact = criteria.beds.filter((beds) => beds < 5);
    where.push(
      or(
        exact.length > 0 ? inArray(listings.bedrooms, exact) : undefined,
        criteria.beds.includes(5) ? gte(listings.bedrooms, 5) : undefined,
      ),
    );
  }
  if (!cellByCell) {
    where.push(inArea(criteria));
    // Worked out only here: a page read cell by cell checks its cells itself.
    const read = cells ?? cellsToRead(criteria);
    if (read) where.push(sql`${listings.cell} = any(${cellArray(read)})`);
  }
  if (criteria.text) {
    const pattern = `%${escapeLike(criteria.text)}%`;
    where.push(or(ilike(listings.location, pattern), ilike(listings.name, pattern)));
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** The order of each sort, and "after the cursor" in it: keyset paging, no OFFSET. */
function ordering(sort: SearchSort, after: SearchCursor | undefined) {
  if (sort === 'newest') {
    const keyset =
      after?.sort === 'newest'
        ? sql`(${listings.createdAt}, ${listings.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : undefined;
    return {
      orderBy: [desc(listings.createdAt), desc(listings.id)],
      merged: sql`page.created_at desc, page.id desc`,
      keyset,
    };
  }
  const ascending = sort === 'price_asc';
  const keyset =
    after && after.sort !== 'newest'
      ? ascending
        ? sql`(${listings.price}, ${listings.id}) > (${after.price}, ${after.id}::uuid)`
        : sql`(${listings.price}, ${listings.id}) < (${after.price}, ${after.id}::uuid)`
      : undefined;
  const orderBy = ascending
    ? [asc(listings.price), asc(listings.id)]
    : [desc(listings.price), desc(listings.id)];
  const merged = ascending ? sql`page.price, page.id` : sql`page.price desc, page.id desc`;
  return { orderBy, merged, keyset };
}

/** The search's SQL: a page of matching listings in the order asked, and how many match. */
export function createSearchRepository(db: Db) {
  return {
    async page(
      criteria: SearchCriteria,
      sort: SearchSort,
      limit: number,
      after?: SearchCursor,
    ): Promise<ListingRow[]> {
      const { orderBy, merged, keyset } = ordering(sort, after);
      const cells = cellsToRead(criteria, MAX_CELLS_PAGED);
      // The page's ids first: the indexes hold every filtered and sorted column, so only the
      // page's rows are read from the table. Within a few cells, each cell's first rows in the
      // sort's order (an index walk that stops early), merged: never every match of a city.
      // A cell the search's area holds whole needs no check of its listings' position: without
      // it the planner also sees that most of a cell's listings match, and walks the sort's index.
      const pageIds = cells
        ? sql`(select page.id from unnest(${cellArray(cells)}, ${sqlArray(
            cells.map(({ inside }) => inside),
            sql`boolean`,
          )}) as c(cell, inside) cross join lateral (
            select ${listings.id}, ${listings.createdAt}, ${listings.price} from ${listings}
            where ${and(
              sql`${listings.cell} = c.cell`,
              or(sql`c.inside`, inArea(criteria)),
              ...conditions(criteria, { cellByCell: true }),
              keyset,
            )}
            order by ${sql.join(orderBy, sql`, `)} limit ${limit}
          ) as page order by ${merged} limit ${limit})`
        : db
            .select({ id: listings.id })
            .from(listings)
            .where(and(...conditions(criteria), keyset))
            .orderBy(...orderBy)
            .limit(limit);
      return db
        .select()
        .from(listings)
        .where(inArray(listings.id, pageIds))
        .orderBy(...orderBy);
    },
    /** Up to `limit` matching listings as map pins (no particular order). */
    async pins(criteria: SearchCriteria, limit: number): Promise<Pin[]> {
      return db
        .select({
          id: listings.id,
          type: listings.type,
          name: listings.name,
          price: listings.price,
          lat: listings.lat,
          lng: listings.lng,
        })
        .from(listings)
        .where(and(...conditions(criteria)))
        .limit(limit);
    },
    /**
     * The matching listings in clusters on a `grid` × `grid` grid of `box` (grid-clusters.ts),
     * summed per cell of 1/16° first: a box a city wide or more.
     */
    async clustersByCell(criteria: SearchCriteria, box: Bbox, grid: number) {
      const cells = sql`(select ${cellRowSql(sql`${listings.cell}`)} as cell_row,
          ${cellColumnSql(sql`${listings.cell}`)} as cell_col, count(*)::integer as listings,
          sum(${listings.lat}) as lat_sum, sum(${listings.lng}) as lng_sum
        from ${listings} where ${and(sql`true`, ...conditions(criteria))}
        group by ${listings.cell})`;
      return foldIntoGrid(db, cells, { box, grid, level: CELL_LEVEL });
    },
    /**
     * The matching listings counted per cell of a fine grid (degrees of latitude and longitude),
     * each cluster with its listings' box: a box smaller than a few cells of 1/16°.
     */
    async clusters(
      criteria: SearchCriteria,
      cell: { lat: number; lng: number },
    ): Promise<Cluster[]> {
      const row = sql`floor(${listings.lat} / ${cell.lat})`;
      const column = sql`floor(${listings.lng} / ${cell.lng})`;
      const cells = await db
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
        .where(and(...conditions(criteria)))
        .groupBy(row, column);
      return cells.map(({ count: n, lat, lng, west, south, east, north }) => ({
        count: n,
        lat,
        lng,
        bbox: [west, south, east, north],
      }));
    },
    /**
     * How many match, counting no further than `cap` + 1; in `cells` only, when given (some of
     * the search's cells).
     */
    async count(criteria: SearchCriteria, cap: number, cells?: SearchCell[]): Promise<number> {
      const matches = db
        .select({ one: sql`1` })
        .from(listings)
        .where(and(...conditions(criteria, { cells })))
        .limit(cap + 1)
        .as('matches');
      const [row] = await db.select({ n: count() }).from(matches);
      return row?.n ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
