/**
 * The facts a listing may carry beyond its rooms, parking and price (docs/product.md#listing-facts):
 * their limits and the keys of their fixed lists, shared by the form, the API, the search and the
 * table's CHECK constraints. Every fact is optional. No zod here: cards import the area's format.
 */

/** Whole square feet. */
export const AREA_MIN = 50;
export const AREA_MAX = 100_000;
/** How the area was measured; the form's default is the first. */
export const AREA_TYPES = ['carpet', 'built_up', 'super_built_up'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

/** 0 is the ground floor. */
export const FLOOR_MIN = 0;
export const FLOOR_MAX = 200;
export const TOTAL_FLOORS_MIN = 1;
export const TOTAL_FLOORS_MAX = 200;

/** A security deposit or a month's maintenance, in rupees (rent only). */
export const CHARGE_MIN = 0;
export const CHARGE_MAX = 100_000_000;

/** "Available from" is at most this many days after India's today. */
export const AVAILABLE_AHEAD_DAYS = 365;

/** Who the owner of a rent would rather let to; none means anyone. In the form's order. */
export const TENANTS = ['family', 'bachelors', 'company'] as const;
export type Tenant = (typeof TENANTS)[number];

/** In the form's order; the search's `amenities=` takes the same keys. */
export const AMENITIES = ['lift', 'power-backup', 'security', 'gym', 'pool', 'piped-gas'] as const;
export type Amenity = (typeof AMENITIES)[number];

export const DESCRIPTION_MAX = 2000;

/** India's offset from UTC (no summer time). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** India's date at `now` as YYYY-MM-DD: what "today" means for "Available from". */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last day "Available from" may name at `now`: India's today plus AVAILABLE_AHEAD_DAYS. */
export function latestAvailableFrom(now: Date): string {
  return indiaDate(new Date(now.getTime() + AVAILABLE_AHEAD_DAYS * DAY_MS));
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
