import { AREA_MAX, isCalendarDate } from '../../../shared/listing-facts';
import type { SearchFilters } from '../../../shared/search-filters';

/**
 * What the filters' fields hold as typed: the place, the prices, the areas and the day. Each
 * applies after a pause or Enter, not at every key (a date typed field by field passes through
 * days no one meant, like the year 0002).
 */
export interface TypedText {
  q: string;
  minPrice: string;
  maxPrice: string;
  minArea: string;
  maxArea: string;
  availableBy: string;
}

const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The fields as the search `filters` fills them. */
export const typedOf = (filters: SearchFilters): TypedText => ({
  q: filters.q ?? '',
  minPrice: shown(filters.minPrice),
  maxPrice: shown(filters.maxPrice),
  minArea: shown(filters.minArea),
  maxArea: shown(filters.maxArea),
  availableBy: filters.availableBy ?? '',
});

const rupees = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text) : undefined);
const squareFeet = (text: string) =>
  /^\d{1,6}$/.test(text.trim()) && Number(text) <= AREA_MAX ? Number(text) : undefined;

/**
 * `filters` with what is typed: what is not a whole number (or a day) is no filter. A minimum
 * above its maximum is left as typed: the URL swaps it (useSearchFilters), and so the fields.
 */
export function withTyped(filters: SearchFilters, text: TypedText): SearchFilters {
  const q = text.q.trim() || undefined;
  return {
    ...filters,
    q,
    // Another place: the map's box of the last one no longer applies.
    bbox: q === filters.q ? filters.bbox : undefined,
    minPrice: rupees(text.minPrice),
    maxPrice: rupees(text.maxPrice),
    minArea: squareFeet(text.minArea),
    maxArea: squareFeet(text.maxArea),
    availableBy: isCalendarDate(text.availableBy) ? text.availableBy : undefined,
  };
}
