import { distance } from 'fastest-levenshtein';
import { placesNamed, type Gazetteer, type Place } from './gazetteer';
import type { PostalArea } from './india-postal';
import {
  ADDRESS_WORDS,
  deletions,
  FOREIGN_NAMES,
  FOREIGN_REGIONS,
  FOREIGN_WITH_STATE,
  foldName,
  GENERIC_WORDS,
  phoneticKey,
} from './place-names';

/**
 * Finding the names an address holds: every run of words of a comma-separated part that is a
 * name of the gazetteer, and (for what is left) names a letter or two away.
 */

/** A place named in the address: where (comma-separated part, first and past-last word). */
export interface Found {
  place: Place;
  part: number;
  start: number;
  end: number;
  fuzzy: boolean;
}

const MAX_WORDS_IN_NAME = 5;
const ROAD_WORDS = new Set(['road', 'rd', 'marg', 'path', 'highway', 'rasta', 'street']);
/** How far (km) from a city's centre its misspelt localities are looked for. */
const NEAR_KM = 15;

/** Edits allowed between a phonetic key typed and a name's: one, two for long names. */
const maxEdits = (key: string) => (key.length >= 9 ? 2 : 1);

/** Two letters swapped ("Dhanabd") count as one edit, as typists make them. */
function swapApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const i = [...a].findIndex((char, k) => char !== b[k]);
  return i >= 0 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
const closeEnough = (key: string, nameKey: string) =>
  distance(key, nameKey) <= maxEdits(key) || swapApart(key, nameKey);

export interface Words {
  parts: string[][];
  /** Words of each part that a found name, state or district covers. */
  covered: boolean[][];
}

export function splitAddress(text: string): Words {
  const parts = text.split(/[,;\n]/).map((part) => foldName(part).split(' ').filter(Boolean));
  return { parts, covered: parts.map((words) => words.map(() => false)) };
}

function* phrases(words: Words, maxWords = MAX_WORDS_IN_NAME) {
  for (const [part, list] of words.parts.entries()) {
    for (let start = 0; start < list.length; start++) {
      for (let end = start + 1; end <= Math.min(list.length, start + maxWords); end++) {
        yield { part, start, end, phrase: list.slice(start, end).join(' ') };
      }
    }
  }
}

const cover = (words: Words, part: number, start: number, end: number) => {
  for (let i = start; i < end; i++) words.covered[part]![i] = true;
};

/** Every name of the gazetteer the address holds; a name inside a longer one does not count. */
export function findNames(gazetteer: Gazetteer, words: Words) {
  const found: Found[] = [];
  const states = new Set<string>();
  let foreign = false;
  const foreignIfState: string[] = [];
  for (const { part, start, end, phrase } of phrases(words)) {
    if (FOREIGN_NAMES.has(phrase)) foreign = true;
    const state = FOREIGN_WITH_STATE.get(phrase);
    if (state) foreignIfState.push(state);
    if (phrase.length < 3 || /^\d/.test(phrase)) continue;
    const named = gazetteer.states.get(phrase);
    if (named) {
      states.add(named);
      cover(words, part, start, end);
    }
    for (const place of placesNamed(gazetteer, phrase)) {
      found.push({ place, part, start, end, fuzzy: false });
    }
  }
  const longest = found.filter(
    (m) =>
      !found.some(
        (o) =>
          o.part === m.part &&
          o.start <= m.start &&
          o.end >= m.end &&
          o.end - o.start > m.end - m.start,
      ),
  );
  for (const m of longest) cover(words, m.part, m.start, m.end);
  // "Gangapur Road" is a road towards Gangapur, not Gangapur, and "Nainital Road, Haldwani" is
  // not Nainital: a town or post office named before a road word is covered, but not taken.
  const places = longest.filter(
    (m) => m.place.source === 'localities' || !ROAD_WORDS.has(words.parts[m.part]![m.end] ?? ''),
  );
  if (foreignIfState.some((state) => states.has(state)) || endsWithForeignRegion(words)) {
    foreign = true;
  }
  return { found: places, states, foreign };
}

/** Whether a comma-separated part ends (numbers aside) with a province of a neighbour. */
const endsWithForeignRegion = (words: Words) =>
  words.parts.some((list) => {
    const named = list.filter((word) => !/^\d+$/.test(word));
    return [1, 2].some((n) => FOREIGN_REGIONS.has(named.slice(-n).join(' ')));
  });

/** "India" however it is spelt or written. */
const COUNTRY_KEYS = new Set(['india', 'barat', 'bart', 'indusitan', 'industan', 'hindustan']);

const isContent = (word: string) =>
  word.length > 1 &&
  !/^\d/.test(word) &&
  !ADDRESS_WORDS.has(word) &&
  !GENERIC_WORDS.has(word) &&
  !COUNTRY_KEYS.has(phoneticKey(word));

/**
 * Phrases of one to three words that could be a misspelt name: not wholly covered by names found,
 * holding a word that is not an address word, not starting or ending with a number.
 */
function* uncoveredPhrases(words: Words) {
  for (const item of phrases(words, 3)) {
    const list = words.parts[item.part]!.slice(item.start, item.end);
    if (words.covered[item.part]!.slice(item.start, item.end).every(Boolean)) continue;
    if (!list.some(isContent) || /^\d|\d$/.test(item.phrase) || item.phrase.length < 5) continue;
    yield item;
  }
}

/**
 * Whether a name's phonetic key may be a misspelling of the phrase: a generic word typed ("West",
 * "Nagar", "Road") is meant as written, so the name must hold it ("Thane West" is not the post
 * office "Thane East", two letters away).
 */
const keepsGenericWords = (phrase: string, nameKey: string) => {
  const joined = nameKey.replaceAll(' ', '');
  return phrase
    .split(' ')
    .every((word) => !GENERIC_WORDS.has(word) || joined.includes(phoneticKey(word)));
};

/** Cities and hand-kept localities one or two letters away from a phrase no name covers. */
export function findMisspelt(gazetteer: Gazetteer, words: Words): Found[] {
  const found: Found[] = [];
  for (const { part, start, end, phrase } of uncoveredPhrases(words)) {
    const key = phoneticKey(phrase);
    const seen = new Set<Place>();
    for (const variant of deletions(key)) {
      for (const { key: nameKey, place } of gazetteer.byKey.get(variant) ?? []) {
        if (seen.has(place) || !closeEnough(key, nameKey)) continue;
        if (!keepsGenericWords(phrase, nameKey)) continue;
        seen.add(place);
        // The same sounds spelt otherwise ("Jodpur", "सांगली" as "saanglee") are the name itself.
        found.push({ place, part, start, end, fuzzy: nameKey !== key });
      }
    }
  }
  return found;
}

/** Post offices near a point whose name is a small misspelling of a phrase no name covers. */
export function findMisspeltNear(
  gazetteer: Gazetteer,
  words: Words,
  centre: Place | PostalArea,
): Found[] {
  const { offices } = gazetteer;
  const near = offices.near(centre, NEAR_KM);
  const found: Found[] = [];
  for (const { part, start, end, phrase } of uncoveredPhrases(words)) {
    const key = phoneticKey(phrase);
    for (const office of near) {
      const nameKey = offices.key(office);
      if (Math.abs(nameKey.length - key.length) > 2 || distance(key, nameKey) > maxEdits(key)) {
        continue;
      }
      if (!keepsGenericWords(phrase, nameKey)) continue;
      found.push({ place: offices.place(office), part, start, end, fuzzy: true });
    }
  }
  return found;
}

/**
 * Whether a misspelt city is surely meant: a town of 100,000 or more, one or two letters off, that
 * is a whole comma-separated part after the street ("Civil Lines, Bareily").
 */
export const isWholeLaterPart = (words: Words, found: Found) =>
  found.part > 0 && found.start === 0 && found.end === words.parts[found.part]!.length;

/** Words of the address that no name found (nor `also`) covers and that are not address words. */
export const unknownWords = (words: Words, also?: Found) =>
  words.parts
    .flatMap((list, part) =>
      list.filter(
        (word, i) =>
          !words.covered[part]![i] &&
          !(also && also.part === part && i >= also.start && i < also.end) &&
          isContent(word),
      ),
    )
    .filter((word) => word.length > 2);
