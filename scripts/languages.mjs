// The product's languages, for the scripts Node runs without TypeScript: read from the text of
// src/shared/languages.ts, where they are written once (its LANGUAGES and DEFAULT_LANGUAGE).
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../src/shared/languages.ts', import.meta.url), 'utf8');
const list = /export const LANGUAGES = \[([^\]]*)\] as const/.exec(source);
const fallback = /export const DEFAULT_LANGUAGE: Language = '([^']+)'/.exec(source);
if (!list || !fallback)
  throw new Error('src/shared/languages.ts: LANGUAGES or DEFAULT_LANGUAGE not found');

export const LANGUAGES = [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
export const DEFAULT_LANGUAGE = fallback[1];
/** The languages whose pages are a build of their own under /<language> (Hindi's under /hi). */
export const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
