import sharp from 'sharp';
import { createRandom, type Random } from './random';
import { exteriorScene, type BuildingStyle } from './scenes/exterior';
import { interiorScene, type RoomKind } from './scenes/interior';
import { pickTimeOfDay, TIMES_OF_DAY, type TimeOfDay } from './scenes/sky';
import { HEIGHT, WIDTH } from './scenes/svg';

export { BUILDING_STYLES, type BuildingStyle } from './scenes/exterior';
export { ROOM_KINDS, type RoomKind } from './scenes/interior';
export { TIMES_OF_DAY, type TimeOfDay } from './scenes/sky';

/** What one photo shows. */
export type PhotoSubject =
  | { kind: 'exterior'; style: BuildingStyle; time: TimeOfDay }
  | { kind: 'interior'; room: RoomKind; time: TimeOfDay };

export const PHOTO_WIDTH = WIDTH;
export const PHOTO_HEIGHT = HEIGHT;

const ROOM_ORDER: readonly RoomKind[] = ['living', 'bedroom', 'kitchen', 'bedroom'];

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

/** Renders a scene to a PNG file, the kind of file an owner uploads (lossless, quick to write). */
export async function renderPhoto(
  svg: string,
  size: { width: number; height: number } = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(size.width, size.height, { fit: 'cover' })
    .png({ compressionLevel: 2 })
    .toBuffer();
}
