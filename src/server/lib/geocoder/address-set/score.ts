import { distanceKm } from '../../../../shared/geo-distance';
import type { GeocodeResult, Geocoder } from '../geocoder';
import addresses from './addresses.json' with { type: 'json' };
import independent from './independent-addresses.json' with { type: 'json' };

/** One address of the set: where it truly is, or that it must be refused. */
export type AddressCase =
  | {
      address: string;
      city: string;
      tier: 'metro' | 'tier2';
      script: 'latin' | 'devanagari';
      lat: number;
      lng: number;
      /** It names a locality (judged within 4 km), or only a city (within 20 km). */
      locality: boolean;
      /** The kind of address it tries (the independent set's; see its "about"). */
      kind?: string;
      refuse?: undefined;
    }
  | { address: string; refuse: true; why: string; kind?: string };

/** The set the geocoder was written with. */
export const ADDRESS_SET = addresses as AddressCase[];
/** A second set, written apart from the geocoder for issue 27's kinds (its "about" says how). */
export const INDEPENDENT_SET = independent.addresses as AddressCase[];
export const ADDRESS_SETS = { first: ADDRESS_SET, independent: INDEPENDENT_SET } as const;

/** Within this of the truth is the right city; within LOCALITY_KM, the right locality. */
export const CITY_KM = 20;
export const LOCALITY_KM = 4;

export interface GroupScore {
  total: number;
  found: number;
  rightCity: number;
  /** Of the addresses naming a locality. */
  localities: number;
  rightLocality: number;
  /** Placed more than CITY_KM away while claiming locality precision. */
  wrongCityAsLocality: string[];
}

export interface SetScore {
  groups: Record<'all' | 'metro' | 'tier2' | 'devanagari', GroupScore>;
  /** The same counts by the kind of address (addresses with no kind are not counted here). */
  kinds: Record<string, GroupScore>;
  refusals: { total: number; refused: number; accepted: string[] };
  misses: { address: string; got: string; km: number | null }[];
  /** Whether the geocoder says its precision (one from before did not). */
  precisionKnown: boolean;
  /** Milliseconds of each lookup, in the set's order. */
  timings: number[];
}

const emptyGroup = (): GroupScore => ({
  total: 0,
  found: 0,
  rightCity: 0,
  localities: 0,
  rightLocality: 0,
  wrongCityAsLocality: [],
});

/** Looks every address of the set up with `geocoder` and counts what it got right. */
export async function scoreAddressSet(
  geocoder: Geocoder,
  set: readonly AddressCase[] = ADDRESS_SET,
): Promise<SetScore> {
  const score: SetScore = {
    groups: {
      all: emptyGroup(),
      metro: emptyGroup(),
      tier2: emptyGroup(),
      devanagari: emptyGroup(),
    },
    kinds: {},
    refusals: { total: 0, refused: 0, accepted: [] },
    misses: [],
    precisionKnown: false,
    timings: [],
  };
  for (const item of set) {
    const started = performance.now();
    const result: GeocodeResult | null = await geocoder.geocode(item.address);
    score.timings.push(performance.now() - started);
    if (item.refuse) {
      score.refusals.total++;
      if (result) score.refusals.accepted.push(`${item.address} → ${result.formattedAddress}`);
      else score.refusals.refused++;
      continue;
    }
    const kind = item.kind ? (score.kinds[item.kind] ??= emptyGroup()) : undefined;
    if (result?.precision) score.precisionKnown = true;
    const km = result ? distanceKm(result, item) : null;
    const groups = [score.groups.all, score.groups[item.tier]];
    if (item.script === 'devanagari') groups.push(score.groups.devanagari);
    if (kind) groups.push(kind);
    for (const group of groups) {
      group.total++;
      if (item.locality) group.localities++;
      if (km === null) continue;
      group.found++;
      if (km <= CITY_KM) group.rightCity++;
      if (item.locality && km <= LOCALITY_KM) group.rightLocality++;
      if (km > CITY_KM && result?.precision === 'locality') {
        group.wrongCityAsLocality.push(item.address);
      }
    }
    const missed = km === null || km > (item.locality ? LOCALITY_KM : CITY_KM);
    if (missed) {
      score.misses.push({ address: item.address, got: result?.formattedAddress ?? '—', km });
    }
  }
  return score;
}
