import { describe, expect, it } from 'vitest';
import type { Pin } from '../../../shared/schemas/search';
import { groupPins, overlappingGroups, spreadExtent, spreadOffsets } from './pin-groups';

const SIZE: [number, number] = [100, 20];

describe('overlappingGroups', () => {
  it('groups points whose boxes overlap, through chains, and leaves the rest alone', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 500, y: 0 },
      { x: 90, y: 10 },
      { x: 180, y: 0 },
      { x: -60, y: 20 },
    ];
    // 0 meets 2, 2 meets 3: one chain; boxes that only touch (4 under 0) do not overlap.
    expect(overlappingGroups(points, SIZE)).toEqual([[0, 2, 3], [1], [4]]);
  });

  it('groups points at one spot', () => {
    expect(
      overlappingGroups(
        [
          { x: 5, y: 5 },
          { x: 5, y: 5 },
        ],
        SIZE,
      ),
    ).toEqual([[0, 1]]);
  });
});

describe('groupPins', () => {
  it('names a group by its pins and stands it at their mean', () => {
    const pin = (id: string, lat: number, lng: number) =>
      ({ id, lat, lng, name: id, price: 1000, type: 'rent' }) as Pin;
    const groups = groupPins(
      [pin('a', 10, 20), pin('b', 12, 22), pin('c', 50, 50)],
      (p) => ({ x: p.lng, y: p.lat }),
      SIZE,
    );
    expect(groups.map(({ key, lat, lng }) => ({ key, lat, lng }))).toEqual([
      { key: 'a b', lat: 11, lng: 21 },
      { key: 'c', lat: 50, lng: 50 },
    ]);
  });
});

describe('spreadOffsets', () => {
  const overlap = (a: [number, number], b: [number, number]) =>
    Math.abs(a[0] - b[0]) < SIZE[0] && Math.abs(a[1] - b[1]) < SIZE[1];

  it.each([2, 3, 6, 7, 13, 40])('places %d pills around the point without overlap', (count) => {
    const offsets = spreadOffsets(count, SIZE);
    expect(offsets).toHaveLength(count);
    offsets.forEach((a, i) =>
      offsets.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)),
    );
    // Centred: as far above the point as below it.
    const ys = offsets.map(([, y]) => y);
    expect(Math.min(...ys)).toBeCloseTo(-Math.max(...ys));
  });
});

describe('spreadExtent', () => {
  it('is the box the spread pills take', () => {
    expect(spreadExtent(3, SIZE)).toEqual([100, 72]);
    expect(spreadExtent(7, SIZE)).toEqual([206, 98]);
  });
});
