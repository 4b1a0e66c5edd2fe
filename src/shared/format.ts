import type { ListingType } from './constants';
import { DIGIT_GROUP_SIZE, type Language } from './languages';
import type { Catalogue } from './texts/catalogue';
import { pageLanguage } from './texts/language';
import { listingTexts } from './texts/listings';

/**
 * What a price is written with: a language (its grouping of digits) and that language's listing
 * texts. The pages use their build's; the server, which writes in every language (mails, page
 * heads, link previews), always says which, through in-language.ts.
 */
export interface Wording {
  language: Language;
  listings: Catalogue['listings'];
}

const pageWording: Wording = { language: pageLanguage, listings: listingTexts };

/**
 * A whole number with its digits grouped as the language writes them: "1,500,000" in English,
 * "15,00,000" in Hindi. Written out rather than through `Intl.NumberFormat`, whose first use on a
 * page costs some 70 ms of a slow phone's main thread (loading the locale's data) in the middle
 * of the app's takeover; format.test.ts holds it to Intl's grouping for each language.
 */
export function groupDigits(value: number, language: Language = pageLanguage): string {
  const whole = Math.trunc(value);
  let rest = String(Math.abs(whole));
  let grouped = rest.slice(-3);
  rest = rest.slice(0, -3);
  const size = DIGIT_GROUP_SIZE[language];
  while (rest.length > 0) {
    grouped = `${rest.slice(-size)},${grouped}`;
    rest = rest.slice(0, -size);
  }
  return whole < 0 ? `-${grouped}` : grouped;
}

/** "₹1,500,000", plus " / Month" for rent (in Hindi "₹15,00,000", "₹25,000 / माह"). */
export function formatPrice(
  value: number,
  type?: ListingType,
  { language, listings }: Wording = pageWording,
): string {
  const price = listings.facts.price({ amount: groupDigits(value, language) });
  return type === 'rent' ? listings.facts.rentPrice({ price }) : price;
}
