import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../offline-geocoder';
import {
  ADDRESS_SET,
  ADDRESS_SETS,
  INDEPENDENT_SET,
  scoreAddressSet,
  type SetScore,
} from './score';

// The offline geocoder's targets on both address sets (npm run bench:geocoder prints the figures
// and the lookup times). Counts of a fixed set with a deterministic geocoder: exact, not timed.
const scores: Partial<Record<keyof typeof ADDRESS_SETS, SetScore>> = {};
beforeAll(async () => {
  const geocoder = createOfflineGeocoder();
  for (const [name, set] of Object.entries(ADDRESS_SETS)) {
    scores[name as keyof typeof ADDRESS_SETS] = await scoreAddressSet(geocoder, set);
  }
}, 60_000);

describe('the address sets', () => {
  it('the first holds 150+ addresses of 40+ cities, half of them tier-2/3, and 25+ to refuse', () => {
    const found = ADDRESS_SET.filter((item) => !item.refuse);
    const cities = new Set(found.map((item) => item.city));
    expect(found.length).toBeGreaterThanOrEqual(150);
    expect(cities.size).toBeGreaterThanOrEqual(40);
    expect(found.filter((item) => item.tier === 'tier2').length * 2).toBeGreaterThan(found.length);
    expect(ADDRESS_SET.filter((item) => item.refuse).length).toBeGreaterThanOrEqual(25);
  });

  it("the independent one holds 150+ addresses of issue 27's seven kinds", () => {
    expect(INDEPENDENT_SET.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(INDEPENDENT_SET.map((item) => item.kind));
    expect([...kinds].sort()).toEqual([
      'abroad',
      'landmark',
      'marathi',
      'misspelt',
      'pin-far',
      'pin-other-district',
      'rename',
    ]);
  });
});

describe.each(Object.keys(ADDRESS_SETS) as (keyof typeof ADDRESS_SETS)[])(
  'the offline geocoder on the %s address set',
  (name) => {
    it('places 97 % in the right city and 85 % of named localities within 4 km', () => {
      const { all } = scores[name]!.groups;
      expect(all.rightCity / all.total).toBeGreaterThanOrEqual(0.97);
      expect(all.rightLocality / all.localities).toBeGreaterThanOrEqual(0.85);
    });

    it('never claims a locality in the wrong city', () => {
      expect(scores[name]!.groups.all.wrongCityAsLocality).toEqual([]);
    });

    it('finds 90 % of the Devanagari addresses and refuses every one it must', () => {
      const { devanagari } = scores[name]!.groups;
      expect(devanagari.found / devanagari.total).toBeGreaterThanOrEqual(0.9);
      expect(scores[name]!.refusals.accepted).toEqual([]);
    });
  },
);
