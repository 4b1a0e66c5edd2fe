import { and, between, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import { boxAround, haversineWithin } from '../../../shared/geo-distance';
import { NEARBY_RADIUS_KM } from '../../../shared/price-nearby';
import type { PriceNearby } from '../../../shared/schemas/price-nearby';
import type { Db } from '../../db/client';
import { direct } from '../../fast-paths/direct-statement';
import { listings } from '../listings/listings.table';
import { cellsOf } from '../search/grid-cells';

/** What the comparison needs of the home whose page asks. */
export interface NearbyHome {
  id: string;
  type: ListingType;
  bedrooms: number;
  lat: number;
  lng: number;
  /** What a person pays: the offer's price while one applies. */
  price: number;
  area: number | null;
  listed: boolean;
  hidden: boolean;
}

/** How many similar homes lie nearby, and the median of their prices (or prices per sq ft). */
export interface NearbyFigures {
  count: number;
  median: number | null;
}

/**
 * The box searched before the exact distance: a little wider than the radius, as boxAround
 * counts 111.32 km to a degree where the haversine's sphere has 111.19, and a disc reaches a
 * little further east and west away from its centre's latitude.
 */
const BOX_MARGIN = 1.02;

const p = (name: string) => sql.placeholder(name);

/** The haversine term of each home (as distanceKm computes it), compared with the radius's. */
const haversine = sql`power(sin(radians(${listings.lat} - ${p('lat')}::float8) / 2), 2)
  + ${p('cosLat')}::float8 * cos(radians(${listings.lat}))
    * power(sin(radians(${listings.lng} - ${p('lng')}::float8) / 2), 2)`;

/**
 * The similar homes around one (docs/product.md#price-nearby), counted with the median of their
 * prices paid (`total`) or prices per sq ft (`sqft`, homes with an area only): listed, of its
 * type and bedroom count, within NEARBY_RADIUS_KM, itself left out. listings_nearby_idx
 * (migrations 0020, 0025) holds the listed homes by (type, bedrooms, cell, price) with their
 * position, area and id: the statement reads the grid cells the radius touches (1/16°,
 * grid-cells.ts; four at most in India) whole from the index alone; the box and then the exact
 * great-circle distance keep the homes within the radius. Its values are `figuresValues`' (the
 * benchmark explains it with them).
 */
export function figuresQuery(db: Db, unit: PriceNearby['unit']) {
  const value: SQL =
    unit === 'sqft'
      ? sql`${listings.price}::float8 / ${listings.area}`
      : sql`${listings.price}::float8`;
  return db
    .select({
      count: sql<number>`count(*)::integer`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${value})`,
    })
    .from(listings)
    .where(
      and(
        // The column alone, as the partial index's predicate is written.
        sql`${listings.listed}`,
        eq(listings.type, p('type')),
        eq(listings.bedrooms, p('bedrooms')),
        sql`${listings.cell} = any(${p('cells')}::integer[])`,
        between(listings.lat, p('south'), p('north')),
        between(listings.lng, p('west'), p('east')),
        sql`${haversine} <= ${p('within')}::float8`,
        ne(listings.id, p('id')),
        unit === 'sqft' ? isNotNull(listings.area) : undefined,
      ),
    );
}

/** The values of `figuresQuery`'s placeholders for the homes around `home`. */
export function figuresValues(home: Pick<NearbyHome, 'id' | 'type' | 'bedrooms' | 'lat' | 'lng'>) {
  const [west, south, east, north] = boxAround(home, NEARBY_RADIUS_KM * BOX_MARGIN);
  return {
    id: home.id,
    type: home.type,
    bedrooms: home.bedrooms,
    cells: cellsOf([west, south, east, north]).map(({ cell }) => cell),
    west,
    south,
    east,
    north,
    lat: home.lat,
    lng: home.lng,
    cosLat: Math.cos((home.lat * Math.PI) / 180),
    within: haversineWithin(NEARBY_RADIUS_KM),
  };
}

/** The SQL of "Price nearby": the home asked about, then its similar homes around. */
export function createPriceNearbyRepository(db: Db) {
  const home = direct(
    db
      .select({
        id: listings.id,
        type: listings.type,
        bedrooms: listings.bedrooms,
        lat: listings.lat,
        lng: listings.lng,
        price: listings.price,
        area: listings.area,
        listed: listings.listed,
        hidden: sql<boolean>`${listings.hiddenAt} is not null`,
      })
      .from(listings)
      .where(eq(listings.id, p('id')))
      .limit(1)
      .prepare('price_nearby_home'),
  );
  const figures = {
    total: direct(figuresQuery(db, 'total').prepare('price_nearby_total')),
    sqft: direct(figuresQuery(db, 'sqft').prepare('price_nearby_sqft')),
  };

  return {
    async home(id: string): Promise<NearbyHome | undefined> {
      const [row] = await home.execute({ id });
      return row;
    },

    /** The similar homes around `of`, compared by `unit`. */
    async figures(of: NearbyHome, unit: PriceNearby['unit']): Promise<NearbyFigures> {
      const [row] = await figures[unit].execute(figuresValues(of));
      const median = row?.median;
      return { count: row?.count ?? 0, median: median == null ? null : Number(median) };
    },
  };
}

export type PriceNearbyRepository = ReturnType<typeof createPriceNearbyRepository>;
