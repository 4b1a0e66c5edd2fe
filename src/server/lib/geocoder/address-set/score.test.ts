import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../offline-geocoder';
import { ADDRESS_SET, scoreAddressSet, type SetScore } from './score';

// The offline geocoder's targets on its address set (npm run bench:geocoder prints the figures
// and the lookup times). Counts of a fixed set with a deterministic geocoder: exact, not timed.
let score: SetScore;
beforeAll(async () => {
  score = await scoreAddressSet(createOfflineGeocoder());
}, 60_000);

describe('the address set', () => {
  it('holds 150+ addresses of 40+ cities, half of them tier-2/3, and 25+ to refuse', () => {
    const found = ADDRESS_SET.filter((item) => !item.refuse);
    const cities = new Set(found.map((item) => item.city));
    expect(found.length).toBeGreaterThanOrEqual(150);
    expect(cities.size).toBeGreaterThanOrEqual(40);
    expect(found.filter((item) => item.tier === 'tier2').length * 2).toBeGreaterThan(found.length);
    expect(ADDRESS_SET.filter((item) => item.refuse).length).toBeGreaterThanOrEqual(25);
  });
});

describe('the offline geocoder on the address set', () => {
  it('places 97 % in the right city and 80 % of named localities within 4 km', () => {
    const { all } = score.groups;
    expect(all.rightCity / all.total).toBeGreaterThanOrEqual(0.97);
    expect(all.rightLocality / all.localities).toBeGreaterThanOrEqual(0.8);
  });

  it('never claims a locality in the wrong city', () => {
    expect(score.groups.all.wrongCityAsLocality).toEqual([]);
  });

  it('finds 90 % of the Devanagari addresses and refuses every one it must', () => {
    const { devanagari } = score.groups;
    expect(devanagari.found / devanagari.total).toBeGreaterThanOrEqual(0.9);
    expect(score.refusals.accepted).toEqual([]);
  });
});
