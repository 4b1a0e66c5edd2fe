import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
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

/** Ours, the default first: it is the answer to "*", and to a tie nothing else breaks. */
const OURS = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];

/**
 * Each Accept-Language's answer, by the header's text. Browsers send a few texts, each again and
 * again; negotiator's parse and sort took 2–7 µs a request, the hand-written loop it replaced
 * under one.
 */
const answers = new LRUCache<string, Language>({ max: 256 });

/**
 * The language a request is answered in: the one of ours its Accept-Language prefers, by
 * q-value and then by order ("hi-IN" asks for "hi"; "en;q=0.5, hi" for Hindi), English when it
 * names none of them (the pages' own requests name their page's).
 */
export function acceptedLanguage(headers: HeaderSource): Language {
  const accepted = header(headers, 'accept-language');
  if (accepted === '') return DEFAULT_LANGUAGE;
  let answer = answers.get(accepted);
  if (answer === undefined) {
    const best = new Negotiator({ headers: { 'accept-language': accepted } }).language(OURS);
    answer = isLanguage(best) ? best : DEFAULT_LANGUAGE;
    answers.set(accepted, answer);
  }
  return answer;
}

/**
 * The language a visitor chose: the cookie its link to the other language set, else the one
 * its request asks for. A new account starts in it.
 */
export function chosenLanguage(headers: HeaderSource): Language {
  const cookie = parseCookie(header(headers, 'cookie'))[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : acceptedLanguage(headers);
}

/** The language an account reads, from its user as better-auth hands it (the stored column). */
export function accountLanguage(user: object): Language {
  const { language } = user as { language?: unknown };
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
