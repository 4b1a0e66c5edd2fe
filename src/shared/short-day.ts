import { listingFactsTexts } from './texts/listing-facts';

/**
 * A calendar day (YYYY-MM-DD) as the pages write it short: "1 Dec 2026" (in Hindi its months'
 * short names). Read from its digits, never through a time zone: it is a day, not an instant.
 * For the pages, in their build's language; the server does not write such days.
 */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const { months, availableDay } = listingFactsTexts.detail;
  return availableDay({ day: date, month: months[(month - 1) as keyof typeof months], year });
}
