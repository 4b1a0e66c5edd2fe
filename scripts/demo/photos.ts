import type { BuildingStyle } from '../../src/server/demo/listings';
import { createRandom, type Random } from '../../src/server/demo/random';
import { exteriorScene } from './scenes/exterior';
import { interiorScene, type RoomKind } from './scenes/interior';
import { pickTimeOfDay, TIMES_OF_DAY, type TimeOfDay } from './scenes/sky';

export { ROOM_KINDS, type RoomKind } from './scenes/interior';
export { TIMES_OF_DAY, type TimeOfDay } from './scenes/sky';
export { HEIGHT as PHOTO_HEIGHT, WIDTH as PHOTO_WIDTH } from './scenes/svg';

/** What one photo shows. */
export type PhotoSubject =
  | { kind: 'exterior'; style: BuildingStyle; time: TimeOfDay }
  | { kind: 'interior'; room: RoomKind; time: TimeOfDay };

const ROOM_ORDER: readonly RoomKind[] = ['living', 'bedroom', 'kitchen', 'bedroom'];

/** A stable 32-bit seed from a text (FNV-1a): a home's name decides its photos. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The photos of one home, in display order: the street view first (the cover), then rooms, and
 * with six photos a second street view at another hour.
 */
export function photoSubjects(seed: number, style: BuildingStyle, count: number): PhotoSubject[] {
  if (!Number.isInteger(count) || count < 1 || count > 6) {
    throw new RangeError(`A listing has 1 to 6 photos, not ${count}`);
  }
  const random = createRandom(seed);
  const time = pickTimeOfDay(random);
  const subjects: PhotoSubject[] = [{ kind: 'exterior', style, time }];
  for (let i = 0; subjects.length < Math.min(count, 5); i++) {
    subjects.push({ kind: 'interior', room: ROOM_ORDER[i]!, time: pickTimeOfDay(random) });
  }
  if (count === 6) {
    const other = TIMES_OF_DAY.filter((t) => t !== time);
    subjects.push({ kind: 'exterior', style, time: random.pick(other) });
  }
  return subjects;
}

/** The seed of the n-th photo of a home, so every photo has its own scene. */
const photoRandom = (seed: number, index: number): Random =>
  createRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);

/** The SVG text of one photo: the same seed and subject always give the same picture. */
export function photoSvg(seed: number, index: number, subject: PhotoSubject): string {
  const random = photoRandom(seed, index);
  return subject.kind === 'exterior'
    ? exteriorScene(random, subject.style, subject.time)
    : interiorScene(random, subject.room, subject.time);
}
