import { sql } from 'drizzle-orm';

/** How the database sends a field (its `<wire>send()`), and how the app reads it back. */
const WIRE = {
  int2: { bytes: 2, read: (view: DataView, at: number) => view.getInt16(at) },
  int4: { bytes: 4, read: (view: DataView, at: number) => view.getInt32(at) },
  float8: { bytes: 8, read: (view: DataView, at: number) => view.getFloat64(at) },
};

export const FLAG_FURNISHED = 1;
export const FLAG_PARKING = 2;
export const FLAG_OFFER = 4;
export const FLAG_SALE = 8;
export const NO_DATE = -2147483648;

/**
 * The fields a search reads, in the order of a packed record: each with its typed array, its
 * form on the wire and its SQL on the listings' own columns, so it sees what the search's SQL
 * sees. The record, its offsets and the columns all come from this list. PostgreSQL gives `|`
 * and `<<` one precedence, left to right: each shift is in parentheses.
 */
const FIELDS = [
  {
    /** FLAG_* bits. */
    name: 'flags',
    array: Uint8Array,
    wire: 'int2',
    sql: `(furnished::int | (parking::int << 1) | (offer::int << 2) | ((type = 'sale')::int << 3))::smallint`,
  },
  { name: 'bedrooms', array: Uint8Array, wire: 'int2', sql: 'bedrooms::smallint' },
  { name: 'bathrooms', array: Uint8Array, wire: 'int2', sql: 'bathrooms::smallint' },
  { name: 'tenantBits', array: Uint8Array, wire: 'int2', sql: 'tenant_bits' },
  { name: 'amenityBits', array: Uint16Array, wire: 'int2', sql: 'amenity_bits' },
  { name: 'price', array: Int32Array, wire: 'int4', sql: 'price' },
  // The area, -1 without one; price per sq ft, Infinity without an area (listings.table.ts).
  { name: 'area', array: Int32Array, wire: 'int4', sql: 'area_sort' },
  { name: 'ppsf', array: Float64Array, wire: 'float8', sql: 'ppsf_sort' },
  // Days since 1970-01-01; NO_DATE when there is none (free now).
  {
    name: 'availableFrom',
    array: Int32Array,
    wire: 'int4',
    sql: `coalesce(available_from - date '1970-01-01', ${NO_DATE})`,
  },
  { name: 'lat', array: Float64Array, wire: 'float8', sql: 'lat' },
  { name: 'lng', array: Float64Array, wire: 'float8', sql: 'lng' },
  // Milliseconds since the epoch (created_at is kept to the millisecond).
  {
    name: 'createdAt',
    array: Float64Array,
    wire: 'float8',
    sql: '(extract(epoch from created_at) * 1000)::float8',
  },
] as const;

type Field = (typeof FIELDS)[number];

/** The columns the search sorts by: each ascending by its value then id, walked either way. */
export type SortKey = 'createdAt' | 'price' | 'area' | 'ppsf';

/**
 * The orders the database ranks, by their SQL column (ties by id, as the search's SQL breaks
 * them): the database sorts, the app does not (sorting a city in JavaScript held a request for
 * 100 ms). The records come in the order of (created_at, id): createdAt's order is theirs.
 */
const RANKED = [
  ['price', 'price'],
  ['area', 'area_sort'],
  ['ppsf', 'ppsf_sort'],
] as const;

/**
 * A cell's listed listings as columns (one typed array per field a search reads), kept in memory
 * by cell-store.ts: a place's count then tests a few arrays in a loop instead of reading tens of
 * thousands of index entries. Typed arrays live outside V8's heap, so the old space an instance
 * runs with bounds only what each request makes.
 */
export type CellColumns = {
  cell: number;
  /** listing_cell_versions' value when these were read ("0": no row). */
  version: string;
  size: number;
  /** 16 bytes each, as PostgreSQL compares uuids: byte by byte. */
  ids: Uint8Array;
  /** Each sort's order of the cell's listings: their indexes, ascending by its key then id. */
  orders: Record<SortKey, Uint32Array>;
} & { [F in Field as F['name']]: InstanceType<F['array']> };

/** Bytes of a listing's packed record: its id, its fields, its ranks. */
const RECORD_BYTES =
  16 + FIELDS.reduce((sum, field) => sum + WIRE[field.wire].bytes, 0) + 4 * RANKED.length;

/**
 * A listing packed as one fixed-width record in PostgreSQL's binary forms (big endian): its id,
 * FIELDS, then its rank in each of RANKED's orders. A cell's records are aggregated into one
 * bytea, which the app unpacks with no parsing of text.
 */
export const CELL_RECORD_SQL = sql.raw(
  [
    'uuid_send(id)',
    ...FIELDS.map((field) => `${field.wire}send(${field.sql})`),
    ...RANKED.map(
      ([, column]) => `int4send((row_number() over (order by ${column}, id))::int - 1)`,
    ),
  ].join('\n  || '),
);

/** Where each field starts in a record, and where each rank does. */
const { FIELD_AT, RANK_AT } = (() => {
  const fields: Record<string, number> = {};
  const ranks: Record<string, number> = {};
  let at = 16;
  for (const field of FIELDS) {
    fields[field.name] = at;
    at += WIRE[field.wire].bytes;
  }
  for (const [key] of RANKED) {
    ranks[key] = at;
    at += 4;
  }
  return {
    FIELD_AT: fields as Record<Field['name'], number>,
    RANK_AT: ranks as Record<(typeof RANKED)[number][0], number>,
  };
})();

/**
 * The columns of a cell from its packed records (CELL_RECORD_SQL), `size` of them. Written out
 * field by field, record by record: a loop over FIELDS with a reader each took twice as long
 * (45 against 20 ms for 150,000 listings, the event loop held meanwhile).
 */
export function unpackCell(
  cell: number,
  version: string,
  packed: Uint8Array | null,
  size: number,
): CellColumns {
  const c: CellColumns = {
    cell,
    version,
    size,
    ids: new Uint8Array(size * 16),
    ...(Object.fromEntries(FIELDS.map((field) => [field.name, new field.array(size)])) as Pick<
      CellColumns,
      Field['name']
    >),
    orders: {
      createdAt: Uint32Array.from({ length: size }, (_, i) => i),
      price: new Uint32Array(size),
      area: new Uint32Array(size),
      ppsf: new Uint32Array(size),
    },
  };
  if (!packed || size === 0) return c;
  if (packed.byteLength !== size * RECORD_BYTES) {
    throw new Error(`cell ${cell}: ${packed.byteLength} bytes for ${size} listings`);
  }
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  // The columns in locals: read from the object each time, the loop took half as long again.
  const { ids, flags, bedrooms, bathrooms, tenantBits, amenityBits, price, area, ppsf } = c;
  const { availableFrom, lat, lng, createdAt, orders } = c;
  const o = FIELD_AT;
  const r = RANK_AT;
  for (let i = 0, at = 0; i < size; i++, at += RECORD_BYTES) {
    ids.set(packed.subarray(at, at + 16), i * 16);
    flags[i] = view.getInt16(at + o.flags);
    bedrooms[i] = view.getInt16(at + o.bedrooms);
    bathrooms[i] = view.getInt16(at + o.bathrooms);
    tenantBits[i] = view.getInt16(at + o.tenantBits);
    amenityBits[i] = view.getInt16(at + o.amenityBits);
    price[i] = view.getInt32(at + o.price);
    area[i] = view.getInt32(at + o.area);
    ppsf[i] = view.getFloat64(at + o.ppsf);
    availableFrom[i] = view.getInt32(at + o.availableFrom);
    lat[i] = view.getFloat64(at + o.lat);
    lng[i] = view.getFloat64(at + o.lng);
    createdAt[i] = view.getFloat64(at + o.createdAt);
    // Each record knows its place in the orders the database ranked.
    orders.price[view.getInt32(at + r.price)] = i;
    orders.area[view.getInt32(at + r.area)] = i;
    orders.ppsf[view.getInt32(at + r.ppsf)] = i;
  }
  return c;
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
