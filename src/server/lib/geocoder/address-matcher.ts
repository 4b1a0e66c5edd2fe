import { distanceKm } from '../../../shared/geo-distance';
import { hasDevanagari, transliterate } from './devanagari';
import type { Gazetteer, Place } from './gazetteer';
import type { PostalArea } from './india-postal';
import {
  findMisspelt,
  findMisspeltNear,
  findNames,
  isWholeLaterPart,
  splitAddress,
  unknownWords,
  type Found,
  type Words,
} from './address-names';
import { foldName } from './place-names';

/** The place an address names, how closely, and the city and PIN it lies in. */
export interface AddressMatch {
  precision: 'locality' | 'postcode' | 'city';
  lat: number;
  lng: number;
  /** The locality (precision "locality"), else undefined. */
  locality?: Place | undefined;
  /** The city or town the address is in, when one is named or found. */
  city?: Place | undefined;
  /** The PIN typed (when it agrees) or the locality's own. */
  area?: PostalArea | undefined;
}

const PIN_PATTERN = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/;
/** How far (km) a locality may lie from the PIN typed. */
const PIN_LOCALITY_KM = 12;
/** Two places of one name this close are one place. */
const SAME_PLACE_KM = 3;
/** A city this many times as large as the town chosen is not written as one of its localities. */
const MUCH_LARGER = 5;
/** A town this big is meant even when the rest of the address names nothing known. */
const WELL_KNOWN_POPULATION = 100_000;

/** How far from its centre (km) a city of this many people reaches: its localities, its homes. */
export const cityReachKm = (population: number) =>
  population >= 1_000_000 ? 30 : population >= 100_000 ? 15 : 8;
const cityRadiusKm = (city: Place) => cityReachKm(city.population);

/** A post office of another district than the city's is taken only near the city's centre. */
const OTHER_DISTRICT_KM = 15;
/** Whether a district (the PIN table's, which keeps old names) is the one named after the city. */
const isCityDistrict = (district: string | undefined, city: Place) =>
  district !== undefined && (district === city.name || district === city.formerName);
/**
 * Whether a PIN is the city's: within the city's reach, or of the district named after it (a
 * district town's PINs reach its villages). A neighbouring town's PIN 20–40 km away is not.
 */
const pinIsInCity = (area: PostalArea, city: Place) =>
  distanceKm(area, city) <= cityRadiusKm(city) || isCityDistrict(area.district, city);
const localityRadiusKm = (place: Place, city: Place) =>
  place.source === 'postal' && !isCityDistrict(place.district, city)
    ? Math.min(OTHER_DISTRICT_KM, cityRadiusKm(city))
    : cityRadiusKm(city);

const SOURCE_RANK = { localities: 0, cities: 1, postal: 2 } as const;

/** Whether two places found were read from the same words of the address. */
const sameWords = (a: Found, b: Found) =>
  a.part === b.part && a.start === b.start && a.end === b.end;
const wordsKey = (f: Found) => `${f.part}:${f.start}:${f.end}`;

/**
 * The city the address is in: of the cities named (in the state and near the PIN given), the one
 * that agrees with most of the rest of the address, then the one written last (addresses go from
 * the flat to the city), then the larger.
 *
 * What agrees is counted by the words written, not by the places they name: "Kukatpally,
 * Hyderabad" names the town Kukatpalli, the hand-kept locality and the post office Kukatpally, and
 * the city and the head post office Hyderabad. Counted by places, the town (a town of GeoNames
 * inside Hyderabad's reach) had its own words' locality and office and Hyderabad's post office
 * agreeing with it, and beat the city written last.
 */
function chooseCity(
  words: Words,
  found: Found[],
  states: Set<string>,
  area: PostalArea | undefined,
) {
  const agreeing = (city: Found) =>
    new Set(
      found
        .filter(
          (other) =>
            !sameWords(other, city) &&
            other.place !== city.place &&
            other.place.name !== city.place.name &&
            distanceKm(other.place, city.place) <= cityRadiusKm(city.place),
        )
        .map(wordsKey),
    ).size +
    Number(city.place.state !== undefined && states.has(city.place.state)) +
    Number(area !== undefined && pinIsInCity(area, city.place));
  const cities = found
    .filter((f) => f.place.kind === 'city')
    .filter((f) => states.size === 0 || (f.place.state && states.has(f.place.state)))
    .map((f) => ({ f, agree: agreeing(f) }))
    // A misspelt town that nothing else in the address agrees with is a word that sounds like one.
    .filter(
      (c) =>
        !c.f.fuzzy ||
        c.agree > 0 ||
        surelyMisspelt(words, c.f) ||
        !found.some((f) => f.place.kind === 'locality'),
    );
  cities.sort(
    (a, b) =>
      b.agree - a.agree ||
      Number(a.f.fuzzy) - Number(b.f.fuzzy) ||
      b.f.part - a.f.part ||
      b.f.place.population - a.f.place.population,
  );
  return cities[0]?.f;
}

/** The best locality of those found that lies in the city and near the PIN given. */
function chooseLocality(
  words: Words,
  candidates: Found[],
  found: Found[],
  city: Found | undefined,
  states: Set<string>,
  area: PostalArea | undefined,
): Found | undefined {
  // Words that name a much larger city than the one chosen name that city, not a locality of the
  // smaller town ("Hyderabad, Kukatpally" is not Hyderabad's head post office in Kukatpalli).
  const largerCities = city
    ? found.filter(
        (f) => f.place.kind === 'city' && f.place.population >= MUCH_LARGER * city.place.population,
      )
    : [];
  const inside = candidates.filter((f) => {
    const place = f.place;
    // The words that name the city name no locality of it ("Gurgaon" is not its post office).
    if (city && (sameWords(f, city) || place.name === city.place.name)) return false;
    if (largerCities.some((larger) => sameWords(f, larger))) return false;
    if (place.kind === 'city' && (!city || place.population >= city.place.population)) return false;
    if (states.size > 0 && !(place.state && states.has(place.state))) return false;
    // A hand-kept locality lies in its own state: "Sector 17, Panchkula" is not Chandigarh's.
    const otherState = city?.place.state !== undefined && place.state !== city.place.state;
    if (place.source === 'localities' && otherState) return false;
    if (city && distanceKm(place, city.place) > localityRadiusKm(place, city.place)) return false;
    if (area && place.pin !== area.pin && distanceKm(place, area) > PIN_LOCALITY_KM) return false;
    return true;
  });
  if (!city && !area) {
    // Nothing says where: a hand-kept locality, or a post office name with one place in India.
    // A misspelt one only when the address holds nothing else unknown.
    const known = inside.filter(
      (f) => f.place.source === 'localities' && (!f.fuzzy || unknownWords(words, f).length === 0),
    );
    if (known.length > 0) return known[0];
    const offices = inside.filter((f) => !f.fuzzy && f.place.source === 'postal');
    const first = offices[0];
    const oneplace = first && offices.every((f) => distanceKm(f.place, first.place) <= 20);
    const specific = first && (first.end - first.start > 1 || first.place.name.length >= 7);
    return oneplace && specific ? first : undefined;
  }
  const inTypedArea = (place: Place) =>
    area !== undefined &&
    (place.pin === area.pin ||
      (place.source === 'localities' && distanceKm(place, area) <= SAME_PLACE_KM * 2));
  // Same-named offices: the one in the PIN typed, then in the city's own district, then nearest.
  const rank = (f: Found) => [
    Number(!inTypedArea(f.place)),
    Number(f.fuzzy),
    SOURCE_RANK[f.place.source],
    Number(
      Boolean(
        city && f.place.district !== undefined && !isCityDistrict(f.place.district, city.place),
      ),
    ),
    f.part,
    -(f.end - f.start),
    city ? distanceKm(f.place, city.place) : 0,
  ];
  const ranked = inside.map((f) => ({ f, rank: rank(f) }));
  ranked.sort((a, b) => {
    const i = a.rank.findIndex((value, k) => value !== b.rank[k]);
    return i === -1 ? 0 : a.rank[i]! - b.rank[i]!;
  });
  return ranked[0]?.f;
}

/** A well-known city misspelt as a whole part after the street ("Civil Lines, Bareily"). */
const surelyMisspelt = (words: Words, city: Found) =>
  city.place.population >= WELL_KNOWN_POPULATION && isWholeLaterPart(words, city);

/**
 * Whether a city found alone is what the address means, not a word that happens to be a town. A
 * town written as a whole part after the street is meant however unknown the street's words
 * ("Opp. RTC Bus Stand, Madanapalle").
 */
function cityAloneIsMeant(city: Found, words: Words): boolean {
  const unknown = unknownWords(words, city);
  if (city.fuzzy) return unknown.length === 0 || surelyMisspelt(words, city);
  if (isWholeLaterPart(words, city)) return true;
  return city.place.population >= WELL_KNOWN_POPULATION || unknown.length <= 2;
}

/** The PIN of a hand-kept locality: that of the post office of its name next to it. */
function postalAreaOf(gazetteer: Gazetteer, place: Place): PostalArea | undefined {
  const office = gazetteer.offices
    .named(foldName(place.name))
    .find((other) => distanceKm(other, place) <= SAME_PLACE_KM);
  return office?.pin ? gazetteer.pins.get(office.pin) : undefined;
}

/**
 * The place an address names. The city, state and PIN written constrain the locality: a
 * locality is taken only inside the city and near the PIN named. Nothing is taken from an address
 * of another country, nor from a lone small town among words that name nothing.
 */
export function matchAddress(gazetteer: Gazetteer, address: string): AddressMatch | null {
  const text = hasDevanagari(address) ? transliterate(address) : address;
  const pinMatch = PIN_PATTERN.exec(text);
  const typedArea = pinMatch ? gazetteer.pins.get(pinMatch[1]! + pinMatch[2]!) : undefined;
  const words = splitAddress(pinMatch ? text.replace(pinMatch[0], ' ') : text);
  const { found, states, foreign } = findNames(gazetteer, words);
  if (foreign) return null;
  found.push(...findMisspelt(gazetteer, words));

  const city = chooseCity(words, found, states, typedArea);
  // A PIN of another place than the city written (a neighbouring town's, copied) is a mistake in
  // one of them: the words win, and the PIN is ignored.
  const area = typedArea && (!city || pinIsInCity(typedArea, city.place)) ? typedArea : undefined;
  let locality = chooseLocality(words, found, found, city, states, area);
  const centre = city?.place ?? area;
  if (!locality && centre) {
    locality = chooseLocality(
      words,
      findMisspeltNear(gazetteer, words, centre),
      found,
      city,
      states,
      area,
    );
  }

  if (locality) {
    const { place } = locality;
    const ownArea = place.pin ? gazetteer.pins.get(place.pin) : postalAreaOf(gazetteer, place);
    return {
      precision: 'locality',
      lat: place.lat,
      lng: place.lng,
      locality: place,
      city: city?.place,
      area: area ?? ownArea,
    };
  }
  if (area) return { precision: 'postcode', lat: area.lat, lng: area.lng, city: city?.place, area };
  if (city && (states.size > 0 || cityAloneIsMeant(city, words))) {
    return { precision: 'city', lat: city.place.lat, lng: city.place.lng, city: city.place };
  }
  return null;
}
