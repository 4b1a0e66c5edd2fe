import { searchTexts } from '../../../shared/texts/search';

/**
 * Made once: `toLocaleString` with a locale builds a formatter on every call, and the map labels
 * each of its clusters with a count (tens of them as the page is taken over).
 */
const indianGrouping = new Intl.NumberFormat('en-IN');

/**
 * "N homes" ("1 home"; none: "No homes match these filters"), grouped the Indian way; "N+ homes"
 * when the server stopped counting at its cap.
 */
export function resultCount(total: number, capped = false): string {
  if (total === 0) return searchTexts.noMatches;
  const shown = indianGrouping.format(total);
  return capped ? searchTexts.homesAtLeast({ count: shown }) : searchTexts.homes(total, shown);
}
