// Draws the two category pictures of the Explore page with the demo photo scenes:
// a block of flats at golden hour for rent, a villa at noon for sale.
// Run with `npx tsx scripts/make-category-images.mjs`; the output is committed.
import path from 'node:path';
import sharp from 'sharp';
import { createRandom } from '../src/server/demo/random.ts';
import { exteriorScene } from './demo/scenes/exterior.ts';

const root = path.resolve(import.meta.dirname, '..');
const WIDTH = 800;
const HEIGHT = 533;

const images = [
  { file: 'category-rent.webp', style: 'apartment', time: 'golden', seed: 105 },
  { file: 'category-sale.webp', style: 'villa', time: 'noon', seed: 204 },
];

for (const image of images) {
  const svg = exteriorScene(createRandom(image.seed), image.style, image.time);
  const out = path.join(root, 'src/client/assets', image.file);
  const info = await sharp(Buffer.from(svg))
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .webp({ quality: 80, effort: 6 })
    .toFile(out);
  console.log(`${path.relative(root, out)}: ${info.width}×${info.height}, ${info.size} bytes`);
}
