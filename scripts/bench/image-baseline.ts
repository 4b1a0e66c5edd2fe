// The image pipeline as it was before the lean-images change (2026-11-25), kept for
// `npm run bench:images` to measure against side by side: mozjpeg with trellis for full.jpg,
// Lanczos downscaling and WebP quality 68 at effort 4 for the variants, all at once. The decoding
// is the same as now.
import { IMAGE_VARIANT_SIZES } from '../../src/shared/constants';
import {
  decodeImage,
  FULL_NAME,
  variantName,
  type ProcessedImage,
} from '../../src/server/lib/images/image-processing';

export async function processImageBaseline(data: Buffer): Promise<ProcessedImage> {
  const { base, width, height } = await decodeImage(data);
  const files = await Promise.all([
    base
      .clone()
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
      .then((body) => ({ name: FULL_NAME, body, contentType: 'image/jpeg' })),
    ...IMAGE_VARIANT_SIZES.map((w) =>
      base
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 68, effort: 4 })
        .toBuffer()
        .then((body) => ({ name: variantName(w), body, contentType: 'image/webp' })),
    ),
  ]);
  return { width, height, files };
}
