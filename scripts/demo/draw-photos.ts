// `npm run demo:photos`: draws the demo homes' photos and writes them, gzipped SVG, with their
// manifest where the server's demo seed reads them (src/server/demo/data/demo-photos). Run it
// after changing the hand-written demo homes or the scenes; commit what it writes.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import prettier from 'prettier';
import { DEMO_PHOTOS_DIR, MANIFEST_FILE } from '../../src/server/demo/demo-photos';
import { drawDemoPhotos, manifestOf } from './photo-set';

const dir = fileURLToPath(DEMO_PHOTOS_DIR);
const drawn = drawDemoPhotos();
const photos = [...drawn.values()].flat();

mkdirSync(dir, { recursive: true });
const keep = new Set([MANIFEST_FILE, ...photos.map((photo) => photo.file)]);
for (const name of readdirSync(dir)) if (!keep.has(name)) rmSync(path.join(dir, name));

// Level 9 and no timestamp in the header (Node writes none): the same drawing, the same bytes.
for (const photo of photos) {
  writeFileSync(path.join(dir, photo.file), gzipSync(photo.svg, { level: 9 }));
}
const manifestPath = path.join(dir, MANIFEST_FILE);
const manifest = JSON.stringify(manifestOf(drawn));
const options = await prettier.resolveConfig(manifestPath);
writeFileSync(manifestPath, await prettier.format(manifest, { ...options, parser: 'json' }));

const bytes = readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
console.log(
  `${path.relative(process.cwd(), dir)}: ${photos.length} photos of ${drawn.size} homes, ` +
    `${(bytes / 1e6).toFixed(2)} MB`,
);
