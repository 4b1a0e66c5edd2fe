import type { ListingType } from '../../shared/constants';
import {
  AMENITIES,
  TENANTS,
  indiaDate,
  type Amenity,
  type AreaType,
  type Tenant,
} from '../../shared/listing-facts';
import {
  CARPET_BY_BEDROOMS,
  STYLE_SIZE,
  MEASURE_SIZE,
  CITY_SIZE,
  DEPOSIT_MONTHS,
  DEFAULT_DEPOSIT_MONTHS,
  MAINTENANCE_RATE,
  DEFAULT_MAINTENANCE_RATE,
  MAINTENANCE_RANGE,
  TOWER_SHARE,
  DEFAULT_TOWER_SHARE,
  PIPED_GAS_CITIES,
} from './data/city-customs';
import { describeHome } from './data/descriptions';
import type { BuildingStyle } from './listings';
import type { Random } from './random';

/**
 * A demo home's facts as its owner would type them (docs/product.md#listing-facts). "Available
 * from" is kept as days after the moment the demo is loaded, so that it never goes stale.
 */
export interface DemoFacts {
  area?: number;
  areaType?: AreaType;
  floor?: number;
  totalFloors?: number;
  /** Days after the seed's now; zero or less means free already. Absent: available now. */
  availableInDays?: number;
  deposit?: number;
  maintenance?: number;
  tenants?: Tenant[];
  amenities?: Amenity[];
  description?: string;
}

/** What the facts of a made-up home are drawn from. */
export interface FactsHome {
  type: ListingType;
  name: string;
  bedrooms: number;
  bathrooms: number;
  parking: boolean;
  furnished: boolean;
  regularPrice: number;
  style: BuildingStyle;
  /** The gazetteer's city and locality it stands in. */
  city: string;
  locality: string;
}

/** Share of the made-up homes whose owner gave no facts at all: a demo home may have none. */
const NO_FACTS_SHARE = 0.12;
/** Share of those with facts that have no description either. */
const NO_DESCRIPTION_SHARE = 0.07;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The input fields of `facts` at `now`: "Available from" becomes India's date that many days on. */
export function factInput(facts: DemoFacts, now: Date) {
  const { availableInDays, ...rest } = facts;
  return {
    ...rest,
    availableFrom:
      availableInDays === undefined
        ? null
        : indiaDate(new Date(now.getTime() + availableInDays * DAY_MS)),
  };
}

const round = (amount: number, step: number) => Math.round(amount / step) * step;
const clamp = (value: number, [min, max]: readonly [number, number]) =>
  Math.min(max, Math.max(min, value));
/** Each of `chosen` once, in the form's order. */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly T[]): T[] =>
  all.filter((key) => chosen.includes(key));

function pickAreaType(random: Random, home: FactsHome): AreaType {
  const roll = random.next();
  if (home.style !== 'apartment') return roll < 0.55 ? 'carpet' : 'built_up';
  // Builders sell flats by super built-up area; owners letting one mostly quote the carpet.
  const [carpet, builtUp] = home.type === 'sale' ? [0.45, 0.65] : [0.7, 0.9];
  return roll < carpet ? 'carpet' : roll < builtUp ? 'built_up' : 'super_built_up';
}

function pickArea(random: Random, home: FactsHome, areaType: AreaType): number {
  const [min, max] = CARPET_BY_BEDROOMS[Math.min(home.bedrooms, 5)]!;
  const more = home.bedrooms > 5 ? 1 + 0.15 * (home.bedrooms - 5) : 1;
  const carpet =
    random.range(min, max) * more * STYLE_SIZE[home.style] * (CITY_SIZE[home.city] ?? 1);
  return round(carpet * MEASURE_SIZE[areaType], 5);
}

/** "3 of 12" for a flat; a house let by the floor "Ground of 2"; a villa none. */
function pickFloors(random: Random, home: FactsHome): Pick<DemoFacts, 'floor' | 'totalFloors'> {
  if (home.style === 'villa') return {};
  // A smaller house is often let by the floor; one is sold whole.
  if (home.style === 'house') {
    if (home.type === 'sale' || home.bedrooms > 3 || !random.chance(0.5)) return {};
    return { floor: random.chance(0.6) ? 0 : 1, totalFloors: random.int(2, 3) };
  }
  if (random.chance(0.06)) return {};
  const tower = random.chance(TOWER_SHARE[home.city] ?? DEFAULT_TOWER_SHARE);
  const totalFloors = tower ? random.int(12, 38) : random.int(3, 11);
  const floor = random.chance(0.1) ? 0 : random.int(1, totalFloors);
  return { floor, totalFloors };
}

function pickAmenities(random: Random, home: FactsHome, totalFloors?: number): Amenity[] {
  const larger = Math.min(home.bedrooms, 5) - 1;
  const gas = PIPED_GAS_CITIES.has(home.city);
  const odds: Record<Amenity, number> =
    home.style === 'villa'
      ? { lift: 0, 'power-backup': 0.8, security: 0.85, gym: 0.3, pool: 0.45, 'piped-gas': 0 }
      : home.style === 'house'
        ? { lift: 0, 'power-backup': 0.35, security: 0.15, gym: 0, pool: 0.03, 'piped-gas': 0 }
        : random.chance(0.85)
          ? // A flat in a society: guarded, backed up, with more the larger the homes.
            {
              lift: (totalFloors ?? 6) > 4 ? 0.97 : 0.3,
              'power-backup': 0.75,
              security: 0.9,
              gym: 0.2 + 0.12 * larger,
              pool: 0.06 + 0.08 * larger,
              'piped-gas': gas ? 0.55 : 0.1,
            }
          : {
              lift: (totalFloors ?? 6) > 4 ? 0.7 : 0,
              'power-backup': 0.3,
              security: 0.2,
              gym: 0,
              pool: 0,
              'piped-gas': gas ? 0.3 : 0.05,
            };
  // Houses and villas have their own gas connection where the city lays pipes.
  if (home.style !== 'apartment') odds['piped-gas'] = gas ? 0.25 : 0.03;
  return AMENITIES.filter((amenity) => random.chance(odds[amenity]));
}

/** Anyone most often; else families, families or a company, or bachelors too. */
function pickTenants(random: Random, home: FactsHome): Tenant[] {
  const roll = random.next();
  const small = home.bedrooms <= 2;
  if (roll < 0.42) return [];
  if (roll < 0.6) return ['family'];
  if (roll < 0.74) return ['family', 'company'];
  if (roll < (small ? 0.88 : 0.8)) return ['bachelors'];
  if (roll < 0.94) return ['family', 'bachelors'];
  return ['bachelors', 'company'];
}

function pickRentTerms(random: Random, home: FactsHome, area?: number): DemoFacts {
  const [fewest, most] = DEPOSIT_MONTHS[home.city] ?? DEFAULT_DEPOSIT_MONTHS;
  const months = random.int(fewest, most);
  const deposit = random.chance(0.92) ? round(home.regularPrice * months, 1_000) : undefined;
  const sqft = area ?? CARPET_BY_BEDROOMS[Math.min(home.bedrooms, 5)]![1];
  const rate = MAINTENANCE_RATE[home.city] ?? DEFAULT_MAINTENANCE_RATE;
  const flat = home.style === 'apartment' && random.chance(0.85);
  const gated = home.style === 'villa' && random.chance(0.5);
  const maintenance =
    flat || gated
      ? clamp(round(sqft * rate * random.range(0.8, 1.2), 500), MAINTENANCE_RANGE)
      : undefined;
  return { deposit, maintenance, tenants: pickTenants(random, home) };
}

/** Past, soon (within three months) or not said. */
function pickAvailability(random: Random, type: ListingType): number | undefined {
  const roll = random.next();
  const [now, past] = type === 'rent' ? [0.5, 0.72] : [0.65, 0.78];
  if (roll < now) return undefined;
  if (roll < past) return -random.int(1, 60);
  return random.int(7, 90);
}

/** The facts an owner of `home` might give, or none at all; no description yet. */
export function drawFacts(random: Random, home: FactsHome): DemoFacts | null {
  if (random.chance(NO_FACTS_SHARE)) return null;
  const areaType = pickAreaType(random, home);
  const area = random.chance(0.95) ? pickArea(random, home, areaType) : undefined;
  const floors = pickFloors(random, home);
  return {
    ...(area !== undefined && { area, areaType }),
    ...floors,
    availableInDays: pickAvailability(random, home.type),
    amenities: pickAmenities(random, home, floors.totalFloors),
    ...(home.type === 'rent' && pickRentTerms(random, home, area)),
  };
}

/**
 * Makes sure every tenant kind and every amenity is named by some home of each city, so that a
 * search by any of them finds homes everywhere: where the draw left one out, the likeliest home
 * of the city gains it (the roomiest flat for an amenity, a rent with a preference for a tenant).
 */
export function coverEveryCity(homes: readonly FactsHome[], facts: (DemoFacts | null)[]): void {
  const cities = [...new Set(homes.map((home) => home.city))];
  for (const city of cities) {
    const inCity = homes.flatMap((home, i) =>
      home.city === city && facts[i] ? [{ home, facts: facts[i] }] : [],
    );
    const flats = inCity
      .filter(({ home }) => home.style === 'apartment')
      .sort((a, b) => (b.facts.totalFloors ?? 0) - (a.facts.totalFloors ?? 0));
    const roomiest = (flats.length > 0 ? flats : inCity)[0];
    if (!roomiest) throw new Error(`No demo home with facts in ${city}`);
    for (const amenity of AMENITIES) {
      if (inCity.some(({ facts }) => facts.amenities?.includes(amenity))) continue;
      roomiest.facts.amenities = inOrder(AMENITIES, [...(roomiest.facts.amenities ?? []), amenity]);
    }
    const rents = inCity.filter(({ home }) => home.type === 'rent');
    for (const tenant of TENANTS) {
      if (rents.some(({ facts }) => facts.tenants?.includes(tenant))) continue;
      const rent = rents.find(({ facts }) => facts.tenants?.length) ?? rents[0];
      if (!rent) throw new Error(`No demo rent with facts in ${city}`);
      rent.facts.tenants = inOrder(TENANTS, [...(rent.facts.tenants ?? []), tenant]);
    }
  }
}

/** The facts of each of `homes` (null: none given), drawn with `random`, described. */
export function demoFactsOf(
  random: Random,
  homes: readonly FactsHome[],
  // Off for a few homes added to cities the rest already covers.
  { coverCities = true } = {},
): (DemoFacts | null)[] {
  const facts = homes.map((home) => drawFacts(random, home));
  if (coverCities) coverEveryCity(homes, facts);
  // Described last, so that the words agree with what the cover added.
  facts.forEach((fact, i) => {
    if (fact && !random.chance(NO_DESCRIPTION_SHARE)) {
      fact.description = describeHome(random, homes[i]!, fact);
    }
  });
  return facts;
}
