import type { Language } from './languages';
import { pageLanguage } from './texts/language';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * An ISO 8601 instant written for people, in India's time: "27 Nov 2026, 4:05 pm" (in Hindi "27
 * नव॰ 2026, 4:05 pm"), the same on the server and in the browser; in the page's language unless
 * told (the server is told: in-language.ts). A module of its own, so that the pages that write no
 * time do not carry it.
 */
export function formatMoment(iso: string, language: Language = pageLanguage): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
