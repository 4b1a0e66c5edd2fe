import { formatPrice, groupDigits } from '../../../shared/format';
import type { SearchFilters } from '../../../shared/search-filters';
import { shortDay } from '../../../shared/short-day';
import { bathroomsSummary, bedroomsShown } from '../../../shared/search-summary';
import { listingFactsTexts } from '../../../shared/texts/listing-facts';
import { searchTexts } from '../../../shared/texts/search';

/** One active filter: what its chip says, and the search without it. */
export interface FilterChip {
  /** Stable while the filter is on (the chip's key). */
  key: string;
  label: string;
  without: SearchFilters;
}

const texts = searchTexts;
const facts = listingFactsTexts;

/** "800–1,500 sq ft", "Min 800 sq ft" or "Max 1,500 sq ft" (digits grouped as the page's language does). */
function areaLabel(min: number | undefined, max: number | undefined): string {
  const { chips, summary } = texts;
  if (min !== undefined && max !== undefined) {
    return chips.area({ area: summary.range({ from: groupDigits(min), to: groupDigits(max) }) });
  }
  return min !== undefined
    ? chips.minArea({ area: groupDigits(min) })
    : chips.maxArea({ area: groupDigits(max!) });
}

/** "Available by 1 Dec 2026", from the URL's YYYY-MM-DD. */
const availableByLabel = (day: string) => texts.chips.availableBy({ date: shortDay(day) });

/**
 * The active filters, each a chip that removes it, in the order of the form: the type, the
 * place, the budget, each bedroom choice, the bathrooms, the three checkboxes, the area (one chip
 * for both bounds), the day, the tenant, each amenity, the map's box.
 * The order of results is no filter: it has no chip. The place's chip says `placeLabel`, the
 * name this page gives the URL's place text, where one is known.
 */
export function filterChips(filters: SearchFilters, placeLabel?: string): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, change: Partial<SearchFilters>) =>
    chips.push({ key, label, without: { ...filters, ...change } });

  if (filters.type) add('type', texts.filters[filters.type], { type: undefined });
  if (filters.q) add('q', placeLabel ?? filters.q, { q: undefined });
  if (filters.minPrice !== undefined) {
    add('minPrice', texts.chips.minPrice({ price: formatPrice(filters.minPrice) }), {
      minPrice: undefined,
    });
  }
  if (filters.maxPrice !== undefined) {
    add('maxPrice', texts.chips.maxPrice({ price: formatPrice(filters.maxPrice) }), {
      maxPrice: undefined,
    });
  }
  for (const beds of filters.beds) {
    add(`beds-${beds}`, texts.summary.bedrooms(beds, bedroomsShown(beds)), {
      beds: filters.beds.filter((b) => b !== beds),
    });
  }
  if (filters.baths !== undefined) {
    add('baths', bathroomsSummary(filters.baths), { baths: undefined });
  }
  if (filters.furnished) add('furnished', texts.filters.furnished, { furnished: false });
  if (filters.parking) add('parking', texts.filters.parking, { parking: false });
  if (filters.offer) add('offer', texts.filters.offer, { offer: false });
  if (filters.minArea !== undefined || filters.maxArea !== undefined) {
    add('area', areaLabel(filters.minArea, filters.maxArea), {
      minArea: undefined,
      maxArea: undefined,
    });
  }
  if (filters.availableBy) {
    add('availableBy', availableByLabel(filters.availableBy), { availableBy: undefined });
  }
  if (filters.tenant) add('tenant', facts.tenants[filters.tenant], { tenant: undefined });
  for (const amenity of filters.amenities) {
    add(`amenity-${amenity}`, facts.amenities[amenity], {
      amenities: filters.amenities.filter((a) => a !== amenity),
    });
  }
  if (filters.bbox) add('bbox', texts.chips.mapArea, { bbox: undefined });
  return chips;
}
