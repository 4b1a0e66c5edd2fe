import { AMENITIES, TENANTS } from '../../../shared/listing-facts';
import { BEDROOMS_OR_MORE } from '../../../shared/search-filters';
import {
  FLAG_FURNISHED,
  FLAG_OFFER,
  FLAG_PARKING,
  FLAG_SALE,
  type CellColumns,
} from './cell-columns';
import { reachOf } from './grid-cells';
import { bitsOf } from './search-conditions';
import type { SearchCriteria } from './search-criteria';

/**
 * A search's filters as the tests of kept columns (cell-columns.ts) make them: the same rules
 * as search-conditions.ts writes in SQL, on the same stored values, so both find the same
 * listings (cell-search.api.test.ts compares them). Letters are not among them: a search with
 * letters is the SQL's alone.
 */
export interface CellQuery {
  /** The flags asked (FLAG_*) and the value each must have. */
  flagMask: number;
  flagWant: number;
  minPrice: number;
  maxPrice: number;
  minBathrooms: number;
  /** Whether each count of bedrooms (0–255) is asked; null: any. */
  bedrooms: Uint8Array | null;
  minArea: number;
  maxArea: number;
  /** Days since 1970-01-01; a home with no date is free now. */
  availableBy: number;
  /** The tenant's bit; 0: no tenant asked. */
  tenantBit: number;
  amenityBits: number;
  /** South, north, west, east of each box, in turn. */
  boxes: Float64Array;
  near: { lat: number; lng: number; east: number; reachSquared: number } | null;
}

const DAY_MS = 86_400_000;

export function cellQuery(criteria: SearchCriteria): CellQuery {
  let flagMask = 0;
  let flagWant = 0;
  const ask = (flag: number, want: boolean) => {
    flagMask |= flag;
    if (want) flagWant |= flag;
  };
  if (criteria.type) ask(FLAG_SALE, criteria.type === 'sale');
  if (criteria.furnished) ask(FLAG_FURNISHED, true);
  if (criteria.parking) ask(FLAG_PARKING, true);
  if (criteria.offer) ask(FLAG_OFFER, true);
  // A tenant asks for a rent (search-conditions.ts: type = 'rent').
  if (criteria.tenant) ask(FLAG_SALE, false);
  // As the SQL: each count below BEDROOMS_OR_MORE by itself, BEDROOMS_OR_MORE for that or more.
  let bedrooms: Uint8Array | null = null;
  if (criteria.beds.length > 0) {
    bedrooms = new Uint8Array(256);
    for (let beds = 0; beds < 256; beds++) {
      if (criteria.beds.includes(Math.min(beds, BEDROOMS_OR_MORE))) bedrooms[beds] = 1;
    }
  }
  const areaAsked = criteria.minArea !== undefined || criteria.maxArea !== undefined;
  return {
    // A type asked twice (a sale and a tenant) wants both: no listing can be both.
    flagMask,
    flagWant: criteria.type === 'sale' && criteria.tenant ? -1 : flagWant,
    minPrice: criteria.minPrice ?? -Infinity,
    maxPrice: criteria.maxPrice ?? Infinity,
    minBathrooms: criteria.baths ?? -Infinity,
    bedrooms,
    // Any bound leaves out the homes without an area (area_sort -1).
    minArea: criteria.minArea ?? (areaAsked ? 0 : -Infinity),
    maxArea: criteria.maxArea ?? Infinity,
    availableBy: criteria.availableBy ? Date.parse(criteria.availableBy) / DAY_MS : Infinity,
    tenantBit: criteria.tenant ? bitsOf(TENANTS, [criteria.tenant]) : 0,
    amenityBits: bitsOf(AMENITIES, criteria.amenities),
    boxes: Float64Array.from(
      criteria.boxes.flatMap(([west, south, east, north]) => [south, north, west, east]),
    ),
    near: criteria.near
      ? { lat: criteria.near.lat, lng: criteria.near.lng, ...reachOf(criteria.near) }
      : null,
  };
}

/** Indexes of matches, written by matchesIn: it runs synchronously, so one serves every search. */
let found = new Uint32Array(4096);

/**
 * The indexes of the listings of `c` that match `q` (their place tested only when the search's
 * area does not hold the cell whole, as the SQL does), among `among` (indexes, in the order
 * given) or all of them: a view of a buffer the next call overwrites. The columns and the
 * query's values are read into locals first: the loop then runs at about 10 ns a listing, where
 * a call per listing took twice that.
 */
export function matchesIn(
  c: CellColumns,
  q: CellQuery,
  inside: boolean,
  among?: Uint32Array,
): Uint32Array {
  const tested = among ? among.length : c.size;
  if (found.length < tested) found = new Uint32Array(tested);
  const { flags, price, bathrooms, bedrooms, area, availableFrom, tenantBits, amenityBits } = c;
  const { lat, lng } = c;
  const { flagMask, flagWant, minPrice, maxPrice, minBathrooms, minArea, maxArea } = q;
  const { availableBy, tenantBit, boxes, near } = q;
  const { bedrooms: bedsAsked, amenityBits: amenitiesAsked } = q;
  const boxCount = inside ? 0 : boxes.length;
  const testNear = !inside && near !== null;
  let n = 0;
  for (let k = 0; k < tested; k++) {
    const i = among ? among[k]! : k;
    if ((flags[i]! & flagMask) !== flagWant) continue;
    const size = area[i]!;
    if (size < minArea || size > maxArea) continue;
    if ((amenityBits[i]! & amenitiesAsked) !== amenitiesAsked) continue;
    if (tenantBit !== 0) {
      const tenants = tenantBits[i]!;
      if (tenants !== 0 && (tenants & tenantBit) === 0) continue;
    }
    const paid = price[i]!;
    if (paid < minPrice || paid > maxPrice) continue;
    if (bathrooms[i]! < minBathrooms) continue;
    if (bedsAsked !== null && bedsAsked[bedrooms[i]!] === 0) continue;
    if (availableFrom[i]! > availableBy) continue;
    if (boxCount > 0 || testNear) {
      const y = lat[i]!;
      const x = lng[i]!;
      let within = true;
      for (let at = 0; at < boxCount && within; at += 4) {
        within =
          y >= boxes[at]! && y <= boxes[at + 1]! && x >= boxes[at + 2]! && x <= boxes[at + 3]!;
      }
      if (!within) continue;
      if (testNear) {
        const north = y - near.lat;
        const east = (x - near.lng) * near.east;
        if (north * north + east * east > near.reachSquared) continue;
      }
    }
    found[n++] = i;
  }
  return found.subarray(0, n);
}
