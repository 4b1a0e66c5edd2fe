import { searchTexts } from '../../../shared/texts/search';

/**
 * "N homes" ("1 home"; none: "No homes match these filters"), grouped the Indian way; "N+ homes"
 * when the server stopped counting at its cap.
 */
export function resultCount(total: number, capped = false): string {
  if (total === 0) return searchTexts.noMatches;
  const shown = total.toLocaleString('en-IN');
  return capped ? searchTexts.homesAtLeast({ count: shown }) : searchTexts.homes(total, shown);
}
