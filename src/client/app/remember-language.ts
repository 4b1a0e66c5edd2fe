import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '../../shared/languages';

/**
 * Keeps the language of the pages a visitor reads in a cookie for a year: an account made later
 * (by e-mail, or through a social provider, whose return carries no page) starts in it. A
 * visitor who never left English gets no cookie (a page asked without cookies may be cached).
 */
export function rememberLanguage(language: Language) {
  const kept = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (kept === language || (kept === undefined && language === DEFAULT_LANGUAGE)) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
