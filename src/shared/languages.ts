/**
 * The product's languages. English pages live at their paths, Hindi ones under /hi; each
 * language's pages are a build of their own (its texts in place of English's), and the server
 * speaks whichever a request or an account asks for.
 */
// scripts/languages.mjs reads these two lines as they are written, for the build's scripts.
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** Each language's name in itself: what the link to its pages says. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * How numbers are grouped: English as docs/product.md#prices writes them ("1,500,000"), Hindi the
 * Indian way ("15,00,000"), both in Western digits as Indian portals write prices: the size of
 * the groups above the last three digits (en-US's grouping, and en-IN's).
 */
export const DIGIT_GROUP_SIZE: Record<Language, number> = { en: 3, hi: 2 };

/** OpenGraph's name of each language's pages. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** Where a language's pages start: '' for English (the site's root), '/hi' for Hindi. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** A path's language prefix ("/hi" of "/hi/search"): one of the languages other than English. */
const BASED = new RegExp(
  `^/(${LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|')})(?=/|\\?|#|$)`,
);

/** The language of the page at `path` ("/hi/search?…" is Hindi, "/search" English). */
export function languageOfPath(path: string): Language {
  const match = BASED.exec(path);
  return match ? (match[1] as Language) : DEFAULT_LANGUAGE;
}

/** The same page in `language`: "/hi/search?q=1" in English is "/search?q=1", and back. */
export function pathInLanguage(path: string, language: Language): string {
  const rest = path.replace(BASED, '');
  const bare = rest.startsWith('/') ? rest : `/${rest}`;
  const base = languageBase(language);
  if (!base) return bare;
  return bare === '/' ? base : bare.startsWith('/?') ? base + bare.slice(1) : base + bare;
}

/** The cookie that keeps a visitor's language, read when the visitor makes an account. */
export const LANGUAGE_COOKIE = 'homestead_language';

/**
 * The same page in every language, for search engines (`hreflang`): each language's path, and
 * English's again as the one for any other language (`x-default`).
 */
export function alternatePaths(path: string): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: pathInLanguage(path, language) })),
    { hreflang: 'x-default', path: pathInLanguage(path, DEFAULT_LANGUAGE) },
  ];
}
