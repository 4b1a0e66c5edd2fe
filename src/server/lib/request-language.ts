import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
} from '../../shared/languages';

/** A request's headers, however the code at hand holds them (Fastify's, a Fetch Request's). */
export type HeaderSource =
  globalThis.Headers | Record<string, string | string[] | undefined> | undefined;

function header(headers: HeaderSource, name: string): string {
  if (!headers) return '';
  if (headers instanceof globalThis.Headers) return headers.get(name) ?? '';
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * The language a request is answered in: the first of ours its Accept-Language names (the
 * pages' own requests name their page's), English otherwise.
 */
export function acceptedLanguage(headers: HeaderSource): Language {
  for (const part of header(headers, 'accept-language').split(',')) {
    const primary = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language a visitor chose: the cookie its link to the other language set, else the one
 * its request asks for. A new account starts in it.
 */
export function chosenLanguage(headers: HeaderSource): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(
    header(headers, 'cookie'),
  )?.[1];
  return isLanguage(cookie) ? cookie : acceptedLanguage(headers);
}

/** The language an account reads, from its user as better-auth hands it (the stored column). */
export function accountLanguage(user: object): Language {
  const { language } = user as { language?: unknown };
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
