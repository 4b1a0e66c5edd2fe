import { sql } from 'drizzle-orm';

/**
 * A cell's listed listings as columns (one typed array per field a search reads), kept in memory
 * by cell-store.ts: a place's count then tests a few arrays in a loop instead of reading tens of
 * thousands of index entries. Typed arrays live outside V8's heap, so the old space an instance
 * runs with bounds only what each request makes.
 */
export interface CellColumns {
  cell: number;
  /** listing_cell_versions' value when these were read ("0": no row). */
  version: string;
  size: number;
  /** 16 bytes each, as PostgreSQL compares uuids: byte by byte. */
  ids: Uint8Array;
  /** FLAG_* bits. */
  flags: Uint8Array;
  price: Int32Array;
  bedrooms: Uint8Array;
  bathrooms: Uint8Array;
  /** listings.area_sort: the area, -1 without one. */
  area: Int32Array;
  /** listings.ppsf_sort: price per sq ft, Infinity without an area. */
  ppsf: Float64Array;
  /** Days since 1970-01-01; NO_DATE when there is none (free now). */
  availableFrom: Int32Array;
  tenantBits: Uint8Array;
  amenityBits: Uint16Array;
  lat: Float64Array;
  lng: Float64Array;
  /** Milliseconds since the epoch (created_at is kept to the millisecond). */
  createdAt: Float64Array;
  /** Each sort's order of the cell's listings: their indexes, ascending by its key then id. */
  orders: Record<SortKey, Uint32Array>;
}

/** The columns the search sorts by: each ascending by its value then id, walked either way. */
export type SortKey = 'createdAt' | 'price' | 'area' | 'ppsf';

export const FLAG_FURNISHED = 1;
export const FLAG_PARKING = 2;
export const FLAG_OFFER = 4;
export const FLAG_SALE = 8;
export const NO_DATE = -2147483648;

/** Bytes of a listing in a cell's packed record (CELL_RECORD_SQL). */
const RECORD_BYTES = 16 + 2 * 5 + 4 + 4 + 8 + 4 + 8 + 8 + 8 + 3 * 4;

/**
 * A listing packed as one fixed-width record of its fields in PostgreSQL's binary forms (big
 * endian): a cell's records are aggregated into one bytea, in the order of (created_at, id),
 * which the app unpacks with no parsing of text. Each record ends with its place in the orders
 * by price, area and price per sq ft (ties by id, as the search's SQL breaks them): the database
 * sorts, and the app does not (sorting a city in JavaScript held a request for 100 ms). Read in
 * the listings' own columns, so it sees what the search's SQL sees. PostgreSQL gives `|` and
 * `<<` one precedence, left to right: each shift is in parentheses.
 */
export const CELL_RECORD_SQL = sql.raw(`uuid_send(id)
  || int2send((furnished::int | (parking::int << 1) | (offer::int << 2)
     | ((type = 'sale')::int << 3))::smallint)
  || int2send(bedrooms::smallint) || int2send(bathrooms::smallint)
  || int2send(tenant_bits) || int2send(amenity_bits)
  || int4send(price) || int4send(area_sort) || float8send(ppsf_sort)
  || int4send(coalesce(available_from - date '1970-01-01', ${NO_DATE}))
  || float8send(lat) || float8send(lng)
  || float8send((extract(epoch from created_at) * 1000)::float8)
  || int4send((row_number() over (order by price, id))::int - 1)
  || int4send((row_number() over (order by area_sort, id))::int - 1)
  || int4send((row_number() over (order by ppsf_sort, id))::int - 1)`);

/** The columns of a cell from its packed records (CELL_RECORD_SQL), `size` of them. */
export function unpackCell(
  cell: number,
  version: string,
  packed: Uint8Array | null,
  size: number,
): CellColumns {
  const columns: CellColumns = {
    cell,
    version,
    size,
    ids: new Uint8Array(size * 16),
    flags: new Uint8Array(size),
    price: new Int32Array(size),
    bedrooms: new Uint8Array(size),
    bathrooms: new Uint8Array(size),
    area: new Int32Array(size),
    ppsf: new Float64Array(size),
    availableFrom: new Int32Array(size),
    tenantBits: new Uint8Array(size),
    amenityBits: new Uint16Array(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    createdAt: new Float64Array(size),
    orders: {
      createdAt: new Uint32Array(size),
      price: new Uint32Array(size),
      area: new Uint32Array(size),
      ppsf: new Uint32Array(size),
    },
  };
  if (!packed || size === 0) return columns;
  if (packed.byteLength !== size * RECORD_BYTES) {
    throw new Error(`cell ${cell}: ${packed.byteLength} bytes for ${size} listings`);
  }
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  for (let i = 0, at = 0; i < size; i++, at += RECORD_BYTES) {
    columns.ids.set(packed.subarray(at, at + 16), i * 16);
    columns.flags[i] = view.getInt16(at + 16);
    columns.bedrooms[i] = view.getInt16(at + 18);
    columns.bathrooms[i] = view.getInt16(at + 20);
    columns.tenantBits[i] = view.getInt16(at + 22);
    columns.amenityBits[i] = view.getInt16(at + 24);
    columns.price[i] = view.getInt32(at + 26);
    columns.area[i] = view.getInt32(at + 30);
    columns.ppsf[i] = view.getFloat64(at + 34);
    columns.availableFrom[i] = view.getInt32(at + 42);
    columns.lat[i] = view.getFloat64(at + 46);
    columns.lng[i] = view.getFloat64(at + 54);
    columns.createdAt[i] = view.getFloat64(at + 62);
    // The records come in the order of (created_at, id); each knows its place in the others.
    columns.orders.createdAt[i] = i;
    columns.orders.price[view.getInt32(at + 70)] = i;
    columns.orders.area[view.getInt32(at + 74)] = i;
    columns.orders.ppsf[view.getInt32(at + 78)] = i;
  }
  return columns;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The uuid text of listing `i` of `ids`. */
export function idAt(ids: Uint8Array, i: number): string {
  let text = '';
  for (let at = i * 16; at < i * 16 + 16; at++) {
    const offset = at - i * 16;
    if (offset === 4 || offset === 6 || offset === 8 || offset === 10) text += '-';
    text += HEX[ids[at]!];
  }
  return text;
}

/** A uuid's 16 bytes. */
export const idBytes = (id: string): Uint8Array => Buffer.from(id.replaceAll('-', ''), 'hex');

/** Listing `i` of `ids` against the uuid `other` (16 bytes), as PostgreSQL orders uuids. */
export function compareId(ids: Uint8Array, i: number, other: Uint8Array): number {
  for (let at = 0; at < 16; at++) {
    const difference = ids[i * 16 + at]! - other[at]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Bytes a kept cell holds per listing: its columns and its four orders. */
export const BYTES_PER_LISTING = 16 + 1 + 4 + 1 + 1 + 4 + 8 + 4 + 1 + 2 + 8 + 8 + 8 + 4 * 4;
