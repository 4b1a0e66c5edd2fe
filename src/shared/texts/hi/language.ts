import type { Language } from '../../languages';

/** The language of this build of the pages (see ../language.ts). */
export const pageLanguage: Language = 'hi';
