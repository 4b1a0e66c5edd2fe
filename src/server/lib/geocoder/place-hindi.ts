import type { Language } from '../../../shared/languages';
import { foldDevanagari, hasDevanagari, transliterate } from './devanagari';
import type { Gazetteer, Place } from './gazetteer';
import { CITY_HINDI_NAMES, STATE_HINDI_NAMES } from './hindi-names';
import { deletions, foldName, phoneticKey } from './place-names';

/**
 * Places' Hindi names: the Devanagari ones indexed as written (the place box offers them while
 * they are typed; addresses read them through their transliteration, gazetteer.ts), and the one a
 * Hindi page shows.
 */

/** Files the Devanagari `name` of `place` for the place box (foldDevanagari). */
export function indexHindiName(gazetteer: Gazetteer, name: string, place: Place) {
  if (!hasDevanagari(name)) return;
  const folded = foldDevanagari(name);
  if (!folded) return;
  const places = gazetteer.byHindiName.get(folded);
  if (!places) gazetteer.byHindiName.set(folded, [place]);
  else if (!places.includes(place)) places.push(place);
}

/**
 * The Hindi name a city is shown by: the hand-kept one, else GeoNames' Devanagari name when it
 * has only one (several are Hindi, Marathi and Sanskrit spellings, and which is Hindi is not
 * said) and that one says the city's name (not "its district"), never for a renamed city
 * (GeoNames' names are of its old name).
 */
export function cityHindiName(
  city: Pick<Place, 'name' | 'formerName'>,
  geonames: readonly string[],
): string | undefined {
  const kept = CITY_HINDI_NAMES[city.name];
  if (kept) return kept;
  const devanagari = geonames.filter(hasDevanagari);
  const only = devanagari.length === 1 ? devanagari[0]! : undefined;
  return only && !city.formerName && soundsAlike(only, city.name) ? only : undefined;
}

/**
 * Whether a Devanagari name says the English one, a letter or so apart: "सोलापूर" says Solapur,
 * "कोरबा जिला" ("Korba district") does not.
 */
function soundsAlike(devanagari: string, english: string): boolean {
  const variants = new Set(deletions(phoneticKey(foldName(transliterate(devanagari)))));
  return deletions(phoneticKey(foldName(english))).some((variant) => variants.has(variant));
}

/**
 * An English label of places ("Koramangala, Bengaluru", "Pune, Maharashtra") in `language`: in
 * Hindi when the place it names first has a Hindi name, each further part (a city, a state) in
 * Hindi where one is kept. A place without one keeps its English label whole: half a label in
 * each script reads worse than one in English, and the address is written as its owner wrote it.
 */
export function labelIn(language: Language, english: string, place: Place | undefined): string {
  if (language === 'en' || !place?.hindiName) return english;
  const [first, ...rest] = english.split(', ');
  if (first !== place.name) return english;
  return [
    place.hindiName,
    ...rest.map((part) => CITY_HINDI_NAMES[part] ?? STATE_HINDI_NAMES[part] ?? part),
  ].join(', ');
}
