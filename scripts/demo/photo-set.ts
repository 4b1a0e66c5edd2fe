import type { DemoPhotoEntry, DemoPhotoManifest } from '../../src/server/demo/demo-photos';
import { DEMO_LISTINGS } from '../../src/server/demo/listings';
import { photoSubjects, photoSvg, seedFromText } from './photos';

/** One drawn photo: its manifest entry and its SVG text. */
export interface DrawnPhoto extends DemoPhotoEntry {
  svg: string;
}

/** "2BHK on OMR, Sholinganallur" → "2bhk-on-omr-sholinganallur". */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The photos of every hand-written home, by its name, in display order; each home's name seeds
 * its pictures, so the same list draws the same photos. Generated homes reuse these.
 */
export function drawDemoPhotos(): Map<string, DrawnPhoto[]> {
  const drawn = new Map<string, DrawnPhoto[]>();
  const files = new Set<string>();
  for (const listing of DEMO_LISTINGS) {
    const seed = seedFromText(listing.name);
    const photos = photoSubjects(seed, listing.style, listing.photos).map((subject, index) => ({
      file: `${slug(listing.name)}-${index + 1}.svg.gz`,
      shows: subject.kind === 'exterior' ? 'front' : subject.room,
      svg: photoSvg(seed, index, subject),
    }));
    for (const { file } of photos) {
      if (files.has(file)) throw new Error(`Two demo homes would share the photo file ${file}`);
      files.add(file);
    }
    drawn.set(listing.name, photos);
  }
  return drawn;
}

/** The manifest the server reads, for the photos drawn. */
export const manifestOf = (drawn: Map<string, DrawnPhoto[]>): DemoPhotoManifest =>
  Object.fromEntries(
    [...drawn].map(([name, photos]) => [name, photos.map(({ file, shows }) => ({ file, shows }))]),
  );
