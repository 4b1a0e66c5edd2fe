import type { Language } from '../../../shared/languages';
import { foldDevanagari, hasDevanagari } from './devanagari';
import type { Gazetteer, Place } from './gazetteer';
import { labelIn } from './place-hindi';
import { foldName } from './place-names';

/** A place offered as one types: its name in the page's language, and what it is. */
export interface PlaceSuggestion {
  /** "Koramangala, Bengaluru" for a locality, "Pune, Maharashtra" for a city; in Hindi when asked. */
  label: string;
  /**
   * What a search for it takes, when the label is in another language than English: the English
   * label, so that a search's URL is one whichever language's page it was made on.
   */
  value?: string;
  kind: 'locality' | 'city';
}

/** The suggestion of `place` labelled `english`, in `language`. */
export function suggestionIn(
  language: Language,
  english: string,
  place: Place | undefined,
  kind: PlaceSuggestion['kind'],
): PlaceSuggestion {
  const label = labelIn(language, english, place);
  return label === english ? { label, kind } : { label, value: english, kind };
}

/** Towns smaller than this are not offered (they are still found when typed in full). */
const SUGGESTED_POPULATION = 20_000;

interface Entry {
  folded: string;
  place: Place;
}

const label = (place: Place) =>
  [place.name, place.kind === 'locality' ? place.city : place.state]
    .filter((part, i, all): part is string => Boolean(part) && all.indexOf(part) === i)
    .join(', ');

/** Bigger places first; a hand-kept locality counts as a town of 50,000. */
const weight = (place: Place) => (place.kind === 'locality' ? 50_000 : place.population);

/**
 * Names of cities (20,000 people and more, with their old and other names) and of the hand-kept
 * localities, in Latin letters and in Devanagari as typed, sorted, so that the ones starting with
 * what was typed are a binary search away.
 */
export function createPlaceSuggestions(gazetteer: Gazetteer) {
  const entries: Entry[] = [];
  for (const names of [gazetteer.byName, gazetteer.byHindiName]) {
    for (const [folded, places] of names) {
      for (const place of places) {
        if (place.kind === 'city' && place.population < SUGGESTED_POPULATION) continue;
        entries.push({ folded, place });
      }
    }
  }
  entries.sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));

  const firstAtOrAfter = (prefix: string) => {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (entries[middle]!.folded < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    /**
     * Up to `limit` places whose name (or a word of it) starts with `text`, biggest first,
     * labelled in `language`.
     */
    suggest(text: string, limit: number, language: Language = 'en'): PlaceSuggestion[] {
      const prefix = hasDevanagari(text) ? foldDevanagari(text) : foldName(text);
      if (prefix.length < 2) return [];
      const found = new Map<Place, number>();
      for (let i = firstAtOrAfter(prefix); i < entries.length; i++) {
        const entry = entries[i]!;
        if (!entry.folded.startsWith(prefix)) break;
        found.set(entry.place, weight(entry.place));
      }
      return [...found.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([place]) => suggestionIn(language, label(place), place, place.kind));
    },
  };
}
