import type { Pin } from '../../../shared/schemas/search';

/** A point on the map's plane at one zoom, in pixels. */
export interface PlanePoint {
  x: number;
  y: number;
}

/**
 * The indices of the points whose boxes (`size`, centred on them) overlap, grouped: two boxes
 * that overlap are in one group, and so is a box overlapping either (a chain of pins along a
 * road is one group). Each group in the order of the points; groups by their first point.
 */
export function overlappingGroups(points: PlanePoint[], [width, height]: [number, number]) {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  // Sorted by x, a box meets only the boxes that start less than a width after it.
  const byX = points.map((_, i) => i).sort((a, b) => points[a]!.x - points[b]!.x);
  byX.forEach((a, from) => {
    for (const b of byX.slice(from + 1)) {
      if (points[b]!.x - points[a]!.x >= width) break;
      if (Math.abs(points[b]!.y - points[a]!.y) < height) parent[root(b)] = root(a);
    }
  });
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => {
    const group = groups.get(root(i));
    if (group) group.push(i);
    else groups.set(root(i), [i]);
  });
  return [...groups.values()];
}

/** Pins drawn as one until pressed: where they stand together, and a key that names them. */
export interface PinGroup {
  key: string;
  lat: number;
  lng: number;
  pins: Pin[];
}

/** The pins whose price pills would overlap at this zoom, as groups (most of one pin). */
export function groupPins(
  pins: Pin[],
  project: (pin: Pin) => PlanePoint,
  size: [number, number],
): PinGroup[] {
  return overlappingGroups(pins.map(project), size).map((indices) => {
    const members = indices.map((i) => pins[i]!);
    const mean = (of: (pin: Pin) => number) =>
      members.reduce((sum, pin) => sum + of(pin), 0) / members.length;
    return {
      key: members.map((pin) => pin.id).join(' '),
      lat: mean((pin) => pin.lat),
      lng: mean((pin) => pin.lng),
      pins: members,
    };
  });
}

/** The most pins in one column of a spread group; more make more columns. */
const SPREAD_ROWS = 6;

/** The width and height (px) of `count` pills spread. */
export function spreadExtent(count: number, [width, height]: [number, number], gap = 6) {
  const columns = Math.ceil(count / SPREAD_ROWS);
  const rows = Math.ceil(count / columns);
  return [columns * (width + gap) - gap, rows * (height + gap) - gap] as const;
}

/**
 * Where each pin of a spread group stands, from the group's point, in pixels: one column
 * centred on it (side by side columns past SPREAD_ROWS), `gap` apart, so no two pills overlap.
 */
export function spreadOffsets(
  count: number,
  [width, height]: [number, number],
  gap = 6,
): [number, number][] {
  const columns = Math.ceil(count / SPREAD_ROWS);
  const rows = Math.ceil(count / columns);
  return Array.from({ length: count }, (_, i) => {
    const column = Math.floor(i / rows);
    const row = i % rows;
    return [(column - (columns - 1) / 2) * (width + gap), (row - (rows - 1) / 2) * (height + gap)];
  });
}
