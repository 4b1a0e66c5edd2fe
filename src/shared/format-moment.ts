import { pageLanguage } from './texts/language';

/**
 * When something happened, as India reads it: "27 Nov 2026, 4:05 pm" (in Hindi "27 नव॰ 2026,
 * 4:05 pm"), the same on the server and in the browser. (A module of its own: the formatter is made when the module loads, and the
 * pages that write no time do not carry it.)
 */
const momentFormat = new Intl.DateTimeFormat(`${pageLanguage}-IN`, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO 8601 instant written for people, in India's time. */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}
