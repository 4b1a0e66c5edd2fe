import { describe, expect, it } from 'vitest';
import { alertCellOf, alertCellsOf, ANYWHERE } from './alert-cells';

describe('the cells of the matching index', () => {
  it('holds every point of an area in one of its cells', () => {
    const area: [number, number, number, number] = [73.7, 18.4, 74.05, 18.71];
    const cells = new Set(alertCellsOf(area));
    expect(cells.size).toBe(6); // rows 73–74, columns 294–296
    for (const [lat, lng] of [
      [18.4, 73.7],
      [18.71, 74.05],
      [18.52, 73.85],
      [18.5, 74],
    ] as const) {
      expect(cells.has(alertCellOf(lat, lng)), `${lat},${lng}`).toBe(true);
    }
    expect(cells.has(alertCellOf(18.76, 73.85))).toBe(false);
  });

  it('files a search of everywhere, or of an area too wide to list, as ANYWHERE', () => {
    expect(alertCellsOf(undefined)).toEqual([ANYWHERE]);
    expect(alertCellsOf([68, 6.5, 97.5, 36])).toEqual([ANYWHERE]);
    expect(alertCellsOf([-180, -90, 180, 90])).toEqual([ANYWHERE]);
  });

  it('numbers cells apart across the globe, never ANYWHERE', () => {
    const corners = [alertCellOf(-90, -180), alertCellOf(90, 180), alertCellOf(0, 0)];
    expect(new Set(corners).size).toBe(3);
    expect(Math.min(...corners)).toBeGreaterThan(ANYWHERE);
  });
});
