import { SAVED_SEARCH_NAME_MAX } from './constants';
import { formatPrice, groupDigits } from './format';
import { BEDROOMS_OR_MORE, type SearchFilters } from './search-filters';
import { searchTexts } from './texts/search';

const texts = searchTexts.summary;

/** A bedroom choice as the form shows it: the last one is "5+". */
export const bedroomsShown = (beds: number): string =>
  beds === BEDROOMS_OR_MORE ? searchTexts.filters.atLeast({ count: beds }) : String(beds);

/** "1, 3 or 5", "2 or 4", "2". */
function either(items: string[]): string {
  if (items.length < 2) return items.join('');
  return texts.either({
    some: items.slice(0, -1).join(texts.separator),
    last: items.at(-1)!,
  });
}

/**
 * The bedroom choices as runs: [2, 3] → "2–3 bedrooms", [1, 3] → "1 or 3 bedrooms", [4, 5] →
 * "4+ bedrooms" (5 means five or more, so a run that reaches it has no upper end).
 */
export function bedroomsSummary(beds: readonly number[]): string {
  const sorted = [...new Set(beds)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const count of sorted) {
    const run = runs.at(-1);
    if (run && count === run.at(-1)! + 1) run.push(count);
    else runs.push([count]);
  }
  const shown = runs.map((run) => {
    const [from, to] = [run[0]!, run.at(-1)!];
    if (from === to) return bedroomsShown(from);
    if (to === BEDROOMS_OR_MORE) return searchTexts.filters.atLeast({ count: from });
    return texts.range({ from, to });
  });
  // The plural follows the last count said: "1 bedroom", "1 or 3 bedrooms".
  return texts.bedrooms(sorted.at(-1) ?? 0, either(shown));
}

/** "2+ bathrooms". */
export const bathroomsSummary = (baths: number): string =>
  texts.bathrooms(baths, searchTexts.filters.atLeast({ count: baths }));

/** The budget: "₹20,000–₹40,000", "from ₹20,000", "up to ₹40,000", or nothing. */
function priceSummary(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) {
    return min === max
      ? formatPrice(min)
      : texts.range({ from: formatPrice(min), to: formatPrice(max) });
  }
  if (min !== undefined) return texts.from({ price: formatPrice(min) });
  if (max !== undefined) return texts.upTo({ price: formatPrice(max) });
  return undefined;
}

/**
 * The area asked: "800–1,500 sq ft", "800+ sq ft", "up to 1,500 sq ft", or nothing; its digits
 * grouped as the page's language groups a price's.
 */
function areaSummary(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) {
    const area =
      min === max
        ? groupDigits(min)
        : texts.range({ from: groupDigits(min), to: groupDigits(max) });
    return texts.area({ area });
  }
  if (min !== undefined) return texts.areaAtLeast({ area: groupDigits(min) });
  if (max !== undefined) return texts.areaUpTo({ area: groupDigits(max) });
  return undefined;
}

/**
 * A readable name for a search, from what it asks for: "Rent in Bengaluru, 2–3 bedrooms, up to
 * ₹40,000, 800–1,500 sq ft". The order of results is left out: it changes which homes come first, not which
 * match. At most the length a saved search's name may have (cut with "…").
 */
export function summariseSearch(filters: SearchFilters, max = SAVED_SEARCH_NAME_MAX): string {
  const kind = texts.kinds[filters.type ?? 'any'];
  const place = filters.q ?? (filters.bbox ? texts.mapArea : undefined);
  const parts = [
    place ? texts.inPlace({ kind, place }) : kind,
    filters.q && filters.bbox ? texts.mapAreaOnly : undefined,
    filters.beds.length > 0 ? bedroomsSummary(filters.beds) : undefined,
    filters.baths !== undefined ? bathroomsSummary(filters.baths) : undefined,
    priceSummary(filters.minPrice, filters.maxPrice),
    areaSummary(filters.minArea, filters.maxArea),
    filters.furnished ? texts.furnished : undefined,
    filters.parking ? texts.parking : undefined,
    filters.offer ? texts.offer : undefined,
  ].filter((part): part is string => part !== undefined);
  const summary =
    parts.length === 1 && !filters.type && !place ? texts.all : parts.join(texts.separator);
  if (summary.length <= max) return summary;
  // Never half of a character written with two code units (an emoji in a place's name).
  const kept = summary.slice(0, max - texts.cut.length).replace(/[\uD800-\uDBFF]$/, '');
  return kept.trimEnd() + texts.cut;
}
