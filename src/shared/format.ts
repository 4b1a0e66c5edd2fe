import type { ListingType } from './constants';
import { NUMBER_LOCALES, type Language } from './languages';
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

const grouping = new Map<Language, Intl.NumberFormat>();

/**
 * A whole number with its digits grouped as the language writes them: "1,500,000" in English,
 * "15,00,000" in Hindi.
 */
export function groupDigits(value: number, language: Language = pageLanguage): string {
  let format = grouping.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 0 });
    grouping.set(language, format);
  }
  return format.format(Math.trunc(value));
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
