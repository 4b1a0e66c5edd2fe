import { groupDigits } from '../../../shared/format';
import { searchTexts } from '../../../shared/texts/search';

/**
 * "N homes" ("1 home"; none: "No homes match these filters"), its digits grouped as the page's
 * prices are; "N+ homes" when the server stopped counting at its cap.
 */
export function resultCount(total: number, capped = false): string {
  if (total === 0) return searchTexts.noMatches;
  const shown = groupDigits(total);
  return capped ? searchTexts.homesAtLeast({ count: shown }) : searchTexts.homes(total, shown);
}
