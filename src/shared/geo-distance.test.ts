import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo-distance';

describe('distanceKm', () => {
  it('measures along the earth: Mumbai to Pune about 120 km, a point to itself 0', () => {
    const mumbai = { lat: 19.076, lng: 72.8777 };
    const pune = { lat: 18.5204, lng: 73.8567 };
    expect(distanceKm(mumbai, pune)).toBeGreaterThan(115);
    expect(distanceKm(mumbai, pune)).toBeLessThan(125);
    expect(distanceKm(mumbai, mumbai)).toBe(0);
  });
});
