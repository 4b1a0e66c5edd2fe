import type { ListingType } from './constants';
import * as pageFormat from './format';
import * as pageDay from './format-day';
import * as pageMoment from './format-moment';
import type { Language } from './languages';
import * as pagePrice from './listing-price';
import type { Listing } from './schemas/listing';
import { catalogues } from './texts/catalogues';

/**
 * The formatters for code that writes in a language it is told: the server (page heads, link
 * previews, mails), which answers in every language. Each takes the language, without a default:
 * the pages' own formatters (format.ts, listing-price.ts, format-day.ts, format-moment.ts) default
 * to their build's language, which on the server is always English, so a forgotten argument
 * wrote a Hindi page's preview in English. The server may not import those defaults, and the
 * pages may not import this (it carries every language's catalogue): eslint.config.js.
 */

/** "1,500,000" in English, "15,00,000" in Hindi. */
export function groupDigits(value: number, language: Language): string {
  return pageFormat.groupDigits(value, language);
}

/** What a price is written with in `language`: its grouping of digits and its listing texts. */
function wordingOf(language: Language): pageFormat.Wording {
  return { language, listings: catalogues[language].listings };
}

/** "₹1,500,000", plus " / Month" for rent (in Hindi "₹15,00,000", "₹25,000 / माह"). */
export function formatPrice(value: number, type: ListingType | undefined, language: Language) {
  return pageFormat.formatPrice(value, type, wordingOf(language));
}

/** The price a listing is offered at now, as its cards and page write it in `language`. */
export function displayPrice(
  listing: Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountedPrice'>,
  language: Language,
): string {
  return pagePrice.displayPrice(listing, wordingOf(language));
}

/** The day of `date` in India: "26 January 2027" (in Hindi, its months' names). */
export function formatDay(date: Date, language: Language): string {
  return pageDay.formatDay(date, catalogues[language].expiry);
}

/** An instant in India's time: "27 Nov 2026, 4:05 pm" (in Hindi "27 नव॰ 2026, 4:05 pm"). */
export function formatMoment(iso: string, language: Language): string {
  return pageMoment.formatMoment(iso, language);
}
