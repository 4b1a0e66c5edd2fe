import type { Catalogue } from './texts/catalogue';
import { expiryTexts } from './texts/expiry';

/** India's offset from UTC (no summer time). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The day of `date` in India, as mails and pages write it: "26 January 2027" (in the language of
 * `texts`: the page's own by default; the server's mails go through in-language.ts). Apart from
 * format.ts, which every page loads, so that only the pages that show a day carry its texts.
 */
export function formatDay(date: Date, texts: Catalogue['expiry'] = expiryTexts): string {
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  const month = india.getUTCMonth() as keyof typeof texts.months;
  return texts.day({
    day: india.getUTCDate(),
    month: texts.months[month],
    year: india.getUTCFullYear(),
  });
}
