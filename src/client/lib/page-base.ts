import { languageBase } from '../../shared/languages';
import { pageLanguage } from '../../shared/texts/language';

/**
 * The base of this build's pages ("" in English, "/hi" in Hindi): the router's basename, and the
 * start of the addresses it does not write (the forms the server answers).
 */
export const pageBase = languageBase(pageLanguage);
