import { formatPrice } from '../../../shared/format';
import type { SearchFilters } from '../../../shared/search-filters';
import { bathroomsSummary, bedroomsShown } from '../../../shared/search-summary';
import { searchTexts } from '../../../shared/texts/search';

/** One active filter: what its chip says, and the search without it. */
export interface FilterChip {
  /** Stable while the filter is on (the chip's key). */
  key: string;
  label: string;
  without: SearchFilters;
}

const texts = searchTexts;

/**
 * The active filters, each a chip that removes it, in the order of the form: the type, the
 * place, the budget, each bedroom choice, the bathrooms, the three checkboxes, the map's box.
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
  if (filters.bbox) add('bbox', texts.chips.mapArea, { bbox: undefined });
  return chips;
}
