import { describe, expect, it } from 'vitest';
import { distanceKm, haversineWithin } from './geo-distance';
import { CLOSE_PERCENT, differencePercent, standingOf } from './price-nearby';

describe('differencePercent', () => {
  it('is the difference from the median in percent of the median, rounded to a whole number', () => {
    expect(differencePercent(22_000, 25_000)).toBe(-12);
    expect(differencePercent(30_000, 25_000)).toBe(20);
    expect(differencePercent(25_000, 25_000)).toBe(0);
    expect(differencePercent(8_696, 8_400)).toBe(4); // 3.52…%
    expect(differencePercent(10_000, 3)).toBe(333_233);
  });

  it('rounds halves away from zero, alike on both sides, and never says -0', () => {
    expect(differencePercent(105.5, 100)).toBe(6);
    expect(differencePercent(94.5, 100)).toBe(-6);
    expect(differencePercent(102.5, 100)).toBe(3);
    expect(differencePercent(97.5, 100)).toBe(-3);
    expect(Object.is(differencePercent(99.9, 100), 0)).toBe(true);
  });
});

describe('standingOf', () => {
  it(`is close within ${CLOSE_PERCENT}%, exactly ${CLOSE_PERCENT} included, either way`, () => {
    expect(standingOf(0)).toBe('close');
    expect(standingOf(5)).toBe('close');
    expect(standingOf(-5)).toBe('close');
    expect(standingOf(6)).toBe('above');
    expect(standingOf(-6)).toBe('below');
    expect(standingOf(-40)).toBe('below');
  });

  it('reads the rounded percent: 5.4% is 5, close; 5.5% is 6, above; -5.5% is -6, below', () => {
    expect(standingOf(differencePercent(105.4, 100))).toBe('close');
    expect(standingOf(differencePercent(105.5, 100))).toBe('above');
    expect(standingOf(differencePercent(94.5, 100))).toBe('below');
    expect(standingOf(differencePercent(95, 100))).toBe('close');
  });
});

describe('haversineWithin', () => {
  it('keeps a point within the radius by the same measure as distanceKm', () => {
    const home = { lat: 23.2599, lng: 77.4126 };
    const h = (to: { lat: number; lng: number }) => {
      const rad = (d: number) => (d * Math.PI) / 180;
      return (
        Math.sin(rad(to.lat - home.lat) / 2) ** 2 +
        Math.cos(rad(home.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - home.lng) / 2) ** 2
      );
    };
    const near = { lat: home.lat + 0.026, lng: home.lng }; // 2.9 km north
    const far = { lat: home.lat + 0.0279, lng: home.lng }; // 3.1 km north
    expect(distanceKm(home, near)).toBeLessThan(3);
    expect(distanceKm(home, far)).toBeGreaterThan(3);
    expect(h(near)).toBeLessThanOrEqual(haversineWithin(3));
    expect(h(far)).toBeGreaterThan(haversineWithin(3));
  });
});
