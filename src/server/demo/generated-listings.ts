import { NAME_MAX } from '../../shared/constants';
import type { Locality } from '../lib/geocoder/india-places';
import { ALIKE_NEIGHBOURHOODS, demoLocalities, type Alike } from './demo-localities';
import { demoFactsOf, type FactsHome } from './demo-facts';
import { DEMO_LISTINGS, type BuildingStyle, type DemoListing } from './listings';
import { createRandom, type Random } from './random';

/**
 * A home made up around a well-known locality, so that search has enough to find in every city.
 * It shows the photos of a hand-written home of the same kind (photos are reused: rendering a
 * new set for each would make the first start several minutes long).
 */
export interface GeneratedListing extends Omit<DemoListing, 'style' | 'photos'> {
  /** Index into DEMO_LISTINGS of the home whose photos it shows (and whose owner lists it). */
  photosOf: number;
  /** How long before the hand-written homes it was listed, so those stay the newest. */
  listedMinutesBefore: number;
}

/** Listings made around each locality. */
const PER_LOCALITY = 4;
/** How far from its locality's centre a home stands at most (a search for it reaches 2.5 km). */
export const NEAR_KM = 1.2;

/** How dear a city is beside an average big city (rents and prices scale with it). */
const CITY_PRICE_LEVEL: Readonly<Record<string, number>> = {
  Mumbai: 1.6,
  'New Delhi': 1.25,
  Gurugram: 1.25,
  Bengaluru: 1.2,
  Pune: 1,
  Hyderabad: 1,
  Chennai: 1,
  Bardez: 0.95,
  Kolkata: 0.75,
  Ahmedabad: 0.7,
  Kochi: 0.7,
  Jaipur: 0.65,
  Chandigarh: 0.8,
};

/** A month's rent and a sale price in an average big city, by bedrooms (index 1–5). */
const BASE_RENT = [0, 14_000, 24_000, 38_000, 60_000, 90_000];
const BASE_SALE = [0, 4_500_000, 7_500_000, 12_000_000, 22_000_000, 35_000_000];
/** What the seed test and a sensible reader expect of a demo price. */
const RENT_RANGE = [8_000, 250_000] as const;
const SALE_RANGE = [2_500_000, 120_000_000] as const;

const ADJECTIVES = [
  'Spacious',
  'Sunny',
  'Airy',
  'Cosy',
  'Modern',
  'Quiet',
  'Bright',
  'Renovated',
  'Corner',
  'Green',
  'Roomy',
  'New',
];
const KIND_WORDS: Readonly<Record<BuildingStyle, readonly string[]>> = {
  apartment: ['flat', 'apartment'],
  house: ['house', 'home'],
  villa: ['villa', 'duplex'],
};
const BUILDINGS = ['Lakeview', 'Palm Grove', 'Sai Krupa', 'Silver Oak', 'Sunrise', 'Orchid'];
const BUILDING_KINDS = ['Residency', 'Apartments', 'Heights', 'Towers', 'Enclave'];
const STREETS = ['Main Road', 'Cross Road', 'Lane', 'Street'];

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const round = (amount: number, step: number) => Math.round(amount / step) * step;
const clamp = (value: number, [min, max]: readonly [number, number]) =>
  Math.min(max, Math.max(min, value));

function pickBedrooms(random: Random): number {
  const roll = random.next();
  return roll < 0.2 ? 1 : roll < 0.55 ? 2 : roll < 0.83 ? 3 : roll < 0.95 ? 4 : 5;
}

function pickStyle(random: Random, bedrooms: number, city: string): BuildingStyle {
  const roomy = city === 'Bardez' ? 0.5 : 0;
  if (bedrooms <= 2) return random.chance(roomy * 0.4) ? 'house' : 'apartment';
  if (bedrooms === 3) return random.chance(0.3 + roomy) ? 'house' : 'apartment';
  if (bedrooms === 4) return random.pick(['apartment', 'house', 'villa'] as const);
  return random.chance(0.5) ? 'villa' : 'house';
}

/** A name of 10–32 characters that no other demo home has. */
function pickName(
  random: Random,
  taken: Set<string>,
  bedrooms: number,
  style: BuildingStyle,
  place: string,
): string {
  const bhk = `${bedrooms}BHK`;
  const kind = random.pick(KIND_WORDS[style]);
  const start = random.int(0, ADJECTIVES.length - 1);
  const candidates = [
    ...ADJECTIVES.map((_, i) => ADJECTIVES[(start + i) % ADJECTIVES.length]!).flatMap((adj) => [
      `${adj} ${bhk} ${kind} in ${place}`,
      `${adj} ${bhk} in ${place}`,
    ]),
    `${bhk} ${kind} in ${place}`,
    `${bhk} ${kind} near ${place}`,
  ];
  const name = candidates.find((text) => text.length <= NAME_MAX && !taken.has(text));
  if (!name) throw new Error(`No free demo name for a ${bhk} in ${place}`);
  taken.add(name);
  return name;
}

function address(random: Random, style: BuildingStyle, locality: Locality): string {
  const where = [locality.name, locality.city, locality.state]
    .filter((part, i, all) => all.indexOf(part) === i)
    .join(', ');
  if (style === 'apartment') {
    const flat = random.int(1, 14) * 100 + random.int(1, 8);
    return `Flat ${flat}, ${random.pick(BUILDINGS)} ${random.pick(BUILDING_KINDS)}, ${where}`;
  }
  const street = `${ordinal(random.int(1, 12))} ${random.pick(STREETS)}`;
  return `House ${random.int(2, 180)}, ${street}, ${where}`;
}

/** A point within `km` of the locality's centre, spread evenly over the disc. */
function near(random: Random, locality: Locality, km: number) {
  const distance = km * Math.sqrt(random.next());
  const bearing = random.range(0, 2 * Math.PI);
  const lat = locality.lat + (distance / 111.32) * Math.cos(bearing);
  const lng =
    locality.lng +
    (distance / (111.32 * Math.cos((locality.lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) };
}

/** Every hand-written home of each style: the photo sets a generated home may show. */
function photoSets(): Record<BuildingStyle, number[]> {
  const sets: Record<BuildingStyle, number[]> = { apartment: [], house: [], villa: [] };
  DEMO_LISTINGS.forEach((listing, i) => sets[listing.style].push(i));
  return sets;
}

/** One generated home around `locality`: of the alike kind when given, else drawn. */
function makeHome(
  random: Random,
  {
    sets,
    taken,
    locality,
    alike,
  }: {
    sets: Record<BuildingStyle, number[]>;
    taken: Set<string>;
    locality: Locality;
    alike?: Alike;
  },
): { listing: GeneratedListing; about: FactsHome } {
  const bedrooms = alike?.bedrooms ?? pickBedrooms(random);
  const style = pickStyle(random, bedrooms, locality.city);
  const type = alike?.type ?? (random.chance(0.55) ? 'rent' : 'sale');
  const furnished = random.chance(type === 'rent' ? 0.5 : 0.3);
  const level = (CITY_PRICE_LEVEL[locality.city] ?? 1) * random.range(0.8, 1.2);
  const styleLevel = style === 'apartment' ? 1 : style === 'house' ? 1.2 : 1.4;
  const base = (type === 'rent' ? BASE_RENT : BASE_SALE)[bedrooms]! * level * styleLevel;
  const regularPrice =
    type === 'rent'
      ? clamp(round(base * (furnished ? 1.15 : 1), 500), RENT_RANGE)
      : clamp(round(base, 100_000), SALE_RANGE);
  const discount = random.chance(0.2) ? random.pick([0.05, 0.08, 0.1, 0.12]) : 0;
  const photosOf = random.pick(sets[style]);
  const home: GeneratedListing = {
    owner: DEMO_LISTINGS[photosOf]!.owner,
    type,
    name: pickName(random, taken, bedrooms, style, locality.name),
    bedrooms,
    bathrooms: Math.max(1, Math.min(bedrooms + 1, bedrooms + random.int(-1, 1))),
    parking: style !== 'apartment' || random.chance(0.6),
    furnished,
    location: address(random, style, locality),
    ...near(random, locality, NEAR_KM),
    regularPrice,
    ...(discount > 0 && {
      discountedPrice: round(regularPrice * (1 - discount), type === 'rent' ? 500 : 50_000),
    }),
    photosOf,
    listedMinutesBefore: 0,
  };
  return { listing: home, about: { ...home, style, city: locality.city, locality: locality.name } };
}

/**
 * The generated homes, oldest first: the same list on every start (a fixed seed), a few around
 * each of DEMO_LOCALITIES, within NEAR_KM of its centre.
 */
export function generateDemoListings(seed = 0x5eed): GeneratedListing[] {
  const random = createRandom(seed);
  const sets = photoSets();
  const taken = new Set(DEMO_LISTINGS.map((listing) => listing.name));
  const localities = demoLocalities();
  const drawn: ReturnType<typeof makeHome>[] = [];
  for (let round_ = 0; round_ < PER_LOCALITY; round_++) {
    for (const locality of localities) drawn.push(makeHome(random, { sets, taken, locality }));
  }
  // The alike neighbourhoods, and their facts, with randoms of their own after the others, so
  // that those stayed the same homes when the neighbourhoods came.
  const alikeRandom = createRandom(seed + 2);
  const alike = ALIKE_NEIGHBOURHOODS.flatMap((kind) => {
    const locality = localities.find((l) => l.name === kind.locality)!;
    return Array.from({ length: kind.homes }, () =>
      makeHome(alikeRandom, { sets, taken, locality, alike: kind }),
    );
  });
  // Drawn with a random of their own, so that the homes stayed the same when they gained facts.
  const facts = [
    ...demoFactsOf(
      createRandom(seed + 1),
      drawn.map((home) => home.about),
    ),
    ...demoFactsOf(
      createRandom(seed + 3),
      alike.map((home) => home.about),
      { coverCities: false },
    ),
  ];
  const homes = [...drawn, ...alike].map((home) => home.listing);
  homes.forEach((home, i) => {
    if (facts[i]) home.facts = facts[i];
  });
  // Listed over the past six weeks, one every few hours, the first made the oldest.
  const spanMinutes = 6 * 7 * 24 * 60;
  homes.forEach((home, i) => {
    home.listedMinutesBefore = Math.round(((homes.length - i) / homes.length) * spanMinutes);
  });
  return homes;
}

export const GENERATED_LISTINGS: readonly GeneratedListing[] = generateDemoListings();
