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

/** Whether listing `i` of `c` passes every filter of `q` but its place. */
export function matchesFilters(c: CellColumns, i: number, q: CellQuery): boolean {
  if ((c.flags[i]! & q.flagMask) !== q.flagWant) return false;
  const price = c.price[i]!;
  if (price < q.minPrice || price > q.maxPrice) return false;
  if (c.bathrooms[i]! < q.minBathrooms) return false;
  if (q.bedrooms !== null && q.bedrooms[c.bedrooms[i]!] === 0) return false;
  const area = c.area[i]!;
  if (area < q.minArea || area > q.maxArea) return false;
  if (c.availableFrom[i]! > q.availableBy) return false;
  if (q.tenantBit !== 0) {
    const tenants = c.tenantBits[i]!;
    if (tenants !== 0 && (tenants & q.tenantBit) === 0) return false;
  }
  return (c.amenityBits[i]! & q.amenityBits) === q.amenityBits;
}

/** Whether listing `i` of `c` lies in every box of `q` and within its distance. */
export function inArea(c: CellColumns, i: number, q: CellQuery): boolean {
  const lat = c.lat[i]!;
  const lng = c.lng[i]!;
  const boxes = q.boxes;
  for (let at = 0; at < boxes.length; at += 4) {
    if (lat < boxes[at]! || lat > boxes[at + 1]! || lng < boxes[at + 2]! || lng > boxes[at + 3]!)
      return false;
  }
  const near = q.near;
  if (near === null) return true;
  const north = lat - near.lat;
  const east = (lng - near.lng) * near.east;
  return north * north + east * east <= near.reachSquared;
}
