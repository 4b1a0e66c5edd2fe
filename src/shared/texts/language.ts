import type { Language } from '../languages';

/**
 * The language of this build of the pages. The Hindi build reads hi/language.ts in its place,
 * as it reads every area of texts/hi/ in place of the English one.
 */
export const pageLanguage: Language = 'en';
