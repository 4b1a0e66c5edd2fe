// A side-by-side of the w1280 variant before and after the lean-images change, to look at:
// the same 320×240 crop at 1:1 of (left to right) the photo downscaled without compression, the
// previous pipeline's w1280.webp and the current one's. Written losslessly (WebP), so that what
// shows is the encoders' own loss.
//
//   node scripts/bench/image-side-by-side.mjs <out.webp>
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { drawPhoto, encodeJpeg } from './test-photos.mjs';

const [out] = process.argv.slice(2);
if (!out) throw new Error('usage: image-side-by-side.mjs <out.webp>');
const load = (file) => tsImport(file, import.meta.url);
const { processImage } = await load('../../src/server/lib/images/image-processing.ts');
const { processImageBaseline } = await load('./image-baseline.ts');

// The benchmark's 12 MP photo (images.mjs, makeInputs).
const photo = await encodeJpeg(await drawPhoto(4000, 3000, { seed: 1, noise: 4 }), { quality: 90 });
const w1280 = async (process) =>
  (await process(photo)).files.find((f) => f.name === 'w1280.webp').body;
const reference = await sharp(photo).resize({ width: 1280 }).png().toBuffer();
const panels = [reference, await w1280(processImageBaseline), await w1280(processImage)];

const crop = { left: 440, top: 470, width: 320, height: 240 };
const gap = 10;
const tiles = await Promise.all(panels.map((image) => sharp(image).extract(crop).png().toBuffer()));
const canvas = {
  width: crop.width * 3 + gap * 2,
  height: crop.height,
  channels: 3,
  background: '#ffffff',
};
const picture = await sharp({ create: canvas })
  .composite(tiles.map((input, i) => ({ input, left: i * (crop.width + gap), top: 0 })))
  .webp({ lossless: true })
  .toBuffer();
await writeFile(out, picture);
console.log(
  `${out}: uncompressed | previous w1280.webp (${panels[1].length} bytes) | ` +
    `current w1280.webp (${panels[2].length} bytes)`,
);
