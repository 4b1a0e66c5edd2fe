import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import sharp from 'sharp';
import { z } from 'zod';

/**
 * The demo homes' photos, drawn once by `npm run demo:photos` (scripts/demo) and committed as
 * gzipped SVG: the server only rasterises them. Resolved from this module, the folder is
 * src/server/demo/data/demo-photos; in the bundle, dist/server/data/demo-photos, where the build
 * copies it.
 */
export const DEMO_PHOTOS_DIR = new URL('./data/demo-photos/', import.meta.url);
export const MANIFEST_FILE = 'manifest.json';

const photoEntrySchema = z.object({
  /** The photo's file in DEMO_PHOTOS_DIR. */
  file: z.string().regex(/^[a-z0-9-]+\.svg\.gz$/),
  /** What it shows ("front", "kitchen"…), which names the file an owner would have uploaded. */
  shows: z.string().regex(/^[a-z]+$/),
});
export type DemoPhotoEntry = z.infer<typeof photoEntrySchema>;

/** The photos of each hand-written home by its name, in display order. */
const manifestSchema = z.record(z.string(), z.array(photoEntrySchema));
export type DemoPhotoManifest = z.infer<typeof manifestSchema>;

export async function readDemoPhotoManifest(): Promise<DemoPhotoManifest> {
  const text = await readFile(new URL(MANIFEST_FILE, DEMO_PHOTOS_DIR), 'utf8');
  return manifestSchema.parse(JSON.parse(text));
}

/** The entries of one home's photos, or an error that says how to make the missing ones. */
export function photosOf(
  manifest: DemoPhotoManifest,
  listing: { name: string; photos: number },
): DemoPhotoEntry[] {
  const entries = manifest[listing.name];
  if (entries?.length !== listing.photos) {
    throw new Error(
      `The demo photos of "${listing.name}" are missing or out of date: run npm run demo:photos`,
    );
  }
  return entries;
}

/** The SVG text of a committed photo. */
export async function readDemoPhotoSvg(entry: DemoPhotoEntry): Promise<string> {
  const gzipped = await readFile(new URL(entry.file, DEMO_PHOTOS_DIR));
  return (await promisify(gunzip)(gzipped)).toString('utf8');
}

/** A photo as the PNG file an owner would upload (lossless, quick to write). */
export async function renderDemoPhoto(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer();
}
