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
import { KM_PER_DEGREE } from '../../../shared/geo-distance';
import type { Cluster, Pin } from '../../../shared/schemas/search';
import type { Bbox, SearchSort } from '../../../shared/search-filters';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../listings/listings.table';
import type { SearchCursor } from './search-cursor';

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
  near?: { lat: number; lng: number; radiusKm: number } | undefined;
  /** Letters the address or name holds, when no place was found for them. */
  text?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(criteria: SearchCriteria): SQL[] {
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
  for (const [west, south, east, north] of criteria.boxes) {
    where.push(between(listings.lat, south, north), between(listings.lng, west, east));
  }
  if (criteria.near) {
    // Degrees east shrink with the latitude: an equirectangular distance, exact enough at a
    // city's scale, on columns the box index holds.
    const { lat, lng, radiusKm } = criteria.near;
    const east = Math.cos((lat * Math.PI) / 180);
    const reach = radiusKm / KM_PER_DEGREE;
    where.push(
      sql`power(${listings.lat} - ${lat}, 2) + power((${listings.lng} - ${lng}) * ${east}, 2) <= ${reach * reach}`,
    );
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
    return { orderBy: [desc(listings.createdAt), desc(listings.id)], keyset };
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
  return { orderBy, keyset };
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
      const { orderBy, keyset } = ordering(sort, after);
      // The page's ids first: within a box the index holds every filtered and sorted column,
      // so only the page's rows are read from the table.
      const pageIds = db
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
    /** The matching listings counted per cell of a grid (degrees of latitude and longitude). */
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
    /** How many match, counting no further than `cap` + 1 when a cap is given. */
    async count(criteria: SearchCriteria, cap?: number): Promise<number> {
      const where = and(...conditions(criteria));
      if (cap === undefined) {
        const [row] = await db.select({ n: count() }).from(listings).where(where);
        return row?.n ?? 0;
      }
      const matches = db
        .select({ one: sql`1` })
        .from(listings)
        .where(where)
        .limit(cap + 1)
        .as('matches');
      const [row] = await db.select({ n: count() }).from(matches);
      return row?.n ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
