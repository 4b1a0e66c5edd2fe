import { describe, expect, it } from 'vitest';
import { KM_PER_DEGREE } from '../../../shared/geo-distance';
import { cellCount, cellsOf, overlap } from './grid-cells';

describe('the cells a search reads', () => {
  it('are every cell of 1/16° a box touches, those it holds whole marked inside', () => {
    // Two cells by two, a sliver of a third row, and the edge of a third column (a listing on
    // the box's east edge lies in it).
    const cells = cellsOf([77, 12, 77.125, 12.14]);
    expect(cells).toHaveLength(9);
    expect(cellCount([77, 12, 77.125, 12.14])).toBe(9);
    expect(cells.filter((cell) => cell.inside).map(({ row, column }) => [row, column])).toEqual([
      [192, 1232],
      [192, 1233],
      [193, 1232],
      [193, 1233],
    ]);
  });

  it('count a cell inside a place only when the whole cell is within its distance', () => {
    // 10 km around a point: a cell of 7 km at its centre is within, one it crosses is not.
    const near = { lat: 12.97, lng: 77.59, radiusKm: 10 };
    const cells = cellsOf([77.4, 12.8, 77.8, 13.15], near);
    const centre = cells.find((cell) => cell.row === 207 && cell.column === 1241);
    const crossed = cells.find((cell) => cell.row === 207 && cell.column === 1240);
    expect(centre?.inside).toBe(true);
    expect(crossed?.inside).toBe(false);
    expect(cells.filter((cell) => cell.inside).length).toBeLessThan(cells.length / 2);
  });

  it('leave out the cells wholly beyond a place’s distance: the corners of its box', () => {
    const near = { lat: 12.97, lng: 77.59, radiusKm: 10 };
    const box = [77.4, 12.8, 77.8, 13.15] as const;
    const cells = cellsOf([...box], near);
    expect(cells.find((cell) => cell.row === 204 && cell.column === 1238)).toBeUndefined();
    expect(cells.length).toBeLessThan(cellCount([...box]));
    // Every cell left out has no point within the distance: a fine grid of points finds none.
    const kept = new Set(cells.map((cell) => cell.cell));
    const east = Math.cos((12.97 * Math.PI) / 180);
    for (const outside of cellsOf([...box]).filter((cell) => !kept.has(cell.cell))) {
      for (let i = 0; i <= 10; i++) {
        for (let j = 0; j <= 10; j++) {
          const lat = (outside.row + i / 10) / 16;
          const lng = (outside.column + j / 10) / 16;
          const km = Math.hypot(lat - 12.97, (lng - 77.59) * east) * KM_PER_DEGREE;
          expect(km).toBeGreaterThan(10);
        }
      }
    }
  });

  it('is the overlap of every box, or none', () => {
    expect(
      overlap([
        [70, 10, 80, 20],
        [75, 15, 85, 25],
      ]),
    ).toEqual([75, 15, 80, 20]);
    expect(
      overlap([
        [70, 10, 71, 11],
        [75, 15, 85, 25],
      ]),
    ).toBeNull();
  });
});
