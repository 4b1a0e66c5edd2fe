import { LRUCache } from 'lru-cache';
import type { Language } from '../../../shared/languages';
import { cityReachKm, matchAddress } from './address-matcher';
import { sharedGazetteer, type Gazetteer, type Place } from './gazetteer';
import { formatMatch } from './offline-geocoder';
import { labelIn } from './place-hindi';
import { createPlaceSuggestions, suggestionIn, type PlaceSuggestion } from './place-suggestions';

/** A place a search names, and the box around it that holds its listings. */
export interface FoundPlace {
  /** "Koramangala, Bengaluru, Karnataka 560034". */
  name: string;
  kind: 'locality' | 'postcode' | 'city';
  lat: number;
  lng: number;
  /** How far (km) from the point its listings may lie. */
  radiusKm: number;
}

/** The reach of a locality and of a PIN area (a city's is cityReachKm, by its population). */
const LOCALITY_KM = 2.5;
const POSTCODE_KM = 4;
/** Searches' texts remembered with their place: the same few are asked again and again. */
const REMEMBERED_TEXTS = 2_000;

/** A text's place, and the place of the gazetteer it names first (its label's language). */
interface Remembered {
  place: FoundPlace | null;
  named?: Place | undefined;
}

/**
 * Finds the place a search for homes names ("Bangalore", "Koramangla", "करोल बाग"), with the
 * offline gazetteer whatever geocoder the forms use: searches are typed letter by letter and must
 * not be sent to a paid service.
 */
export function createPlaceFinder(load: () => Gazetteer = sharedGazetteer) {
  let suggestions: ReturnType<typeof createPlaceSuggestions> | undefined;
  // "No place" is remembered too, boxed (lru-cache stores no null). The gazetteer never changes.
  const remembered = new LRUCache<string, Remembered>({ max: REMEMBERED_TEXTS });

  function entryOf(text: string): Remembered {
    let entry = remembered.get(text);
    if (!entry) {
      entry = lookUp(text);
      remembered.set(text, entry);
    }
    return entry;
  }

  function find(text: string): FoundPlace | null {
    return entryOf(text).place;
  }

  function lookUp(text: string): Remembered {
    const match = matchAddress(load(), text);
    if (!match) return { place: null };
    const radiusKm =
      match.precision === 'locality'
        ? LOCALITY_KM
        : match.precision === 'postcode'
          ? POSTCODE_KM
          : cityReachKm(match.city?.population ?? 0);
    const place: FoundPlace = {
      name: formatMatch(match),
      kind: match.precision,
      lat: match.lat,
      lng: match.lng,
      radiusKm,
    };
    return { place, named: match.locality ?? match.city };
  }

  /**
   * Places whose name starts with what was typed, biggest first; when none does, the place the
   * text names however it is spelt ("Koramangla", "कोरामंगला"). Labelled in `language`; what a
   * search takes stays English (PlaceSuggestion.value).
   */
  function suggest(text: string, limit: number, language: Language = 'en'): PlaceSuggestion[] {
    suggestions ??= createPlaceSuggestions(load());
    const found = suggestions.suggest(text, limit, language);
    if (found.length > 0) return found;
    const { place, named } = entryOf(text);
    if (!place || place.kind === 'postcode') return [];
    return [suggestionIn(language, place.name.replace(/ \d{6}$/, ''), named, place.kind)];
  }

  /**
   * `text` as a page in `language` shows it: a label the place box put in the URL
   * ("Koramangala, Bengaluru") in Hindi where the place has a Hindi name; other text as typed.
   */
  function labelOf(text: string, language: Language): string {
    return labelIn(language, text, entryOf(text).named);
  }

  return { find, suggest, labelOf };
}

export type PlaceFinder = ReturnType<typeof createPlaceFinder>;
