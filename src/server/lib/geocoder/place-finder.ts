import { LRUCache } from 'lru-cache';
import { cityReachKm, matchAddress } from './address-matcher';
import { sharedGazetteer, type Gazetteer } from './gazetteer';
import { formatMatch } from './offline-geocoder';
import { createPlaceSuggestions, type PlaceSuggestion } from './place-suggestions';

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

/**
 * Finds the place a search for homes names ("Bangalore", "Koramangla", "करोल बाग"), with the
 * offline gazetteer whatever geocoder the forms use: searches are typed letter by letter and must
 * not be sent to a paid service.
 */
export function createPlaceFinder(load: () => Gazetteer = sharedGazetteer) {
  let suggestions: ReturnType<typeof createPlaceSuggestions> | undefined;
  // "No place" is remembered too, boxed (lru-cache stores no null). The gazetteer never changes.
  const remembered = new LRUCache<string, { place: FoundPlace | null }>({ max: REMEMBERED_TEXTS });

  function find(text: string): FoundPlace | null {
    let entry = remembered.get(text);
    if (!entry) {
      entry = { place: lookUp(text) };
      remembered.set(text, entry);
    }
    return entry.place;
  }

  function lookUp(text: string): FoundPlace | null {
    const match = matchAddress(load(), text);
    if (!match) return null;
    const radiusKm =
      match.precision === 'locality'
        ? LOCALITY_KM
        : match.precision === 'postcode'
          ? POSTCODE_KM
          : cityReachKm(match.city?.population ?? 0);
    return {
      name: formatMatch(match),
      kind: match.precision,
      lat: match.lat,
      lng: match.lng,
      radiusKm,
    };
  }

  /**
   * Places whose name starts with what was typed, biggest first; when none does, the place the
   * text names however it is spelt ("Koramangla").
   */
  function suggest(text: string, limit: number): PlaceSuggestion[] {
    suggestions ??= createPlaceSuggestions(load());
    const found = suggestions.suggest(text, limit);
    if (found.length > 0) return found;
    const place = find(text);
    if (!place || place.kind === 'postcode') return [];
    return [{ label: place.name.replace(/ \d{6}$/, ''), kind: place.kind }];
  }

  return { find, suggest };
}

export type PlaceFinder = ReturnType<typeof createPlaceFinder>;
