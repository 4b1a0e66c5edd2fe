import type { Language } from '../languages';
import { english, type Catalogue } from './catalogue';
import { hindi } from './hi/catalogue';

/**
 * Every language's catalogue, for the server, which writes in the language a request or an
 * account asks for (page heads, mails, errors). The pages never import this: each build of them
 * carries its own language's texts only.
 */
export const catalogues: Record<Language, Catalogue> = { en: english, hi: hindi };
