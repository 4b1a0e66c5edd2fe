import sharp, { type Sharp } from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '../../../shared/constants';
import { UPLOAD_ERROR_CODES } from '../../../shared/api-errors';
import { AppError } from '../errors';

/** The largest side of the cleaned full-size copy that replaces the uploaded original. */
export const FULL_MAX_SIDE = 2560;

export type ImageKind = 'jpeg' | 'png';

/** Detects JPEG or PNG by its leading bytes, never by the file name. */
export function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, i) => data[i] === byte)) return 'png';
  return null;
}

export interface ProcessedFile {
  /** File name inside the image's folder: "full.jpg", "w640.webp", … */
  name: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  width: number;
  height: number;
  files: ProcessedFile[];
}

export const variantName = (width: number) => `w${width}.webp`;
export const FULL_NAME = 'full.jpg';

/**
 * Verifies an uploaded photo by content, applies its EXIF orientation, drops every piece of
 * metadata (GPS included: sharp writes none unless asked) and makes the WebP variants.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (!detectImageKind(data)) {
    throw new AppError(
      415,
      UPLOAD_ERROR_CODES.unsupportedImage,
      'Only JPEG and PNG images are accepted',
    );
  }
  let base: Sharp;
  let width: number;
  let height: number;
  try {
    // Decode once, orientation applied; every output is made from this normalised copy.
    const { data: pixels, info } = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize(FULL_MAX_SIDE, FULL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    width = info.width;
    height = info.height;
    base = sharp(pixels, { raw: { width, height, channels: info.channels } });
  } catch {
    throw new AppError(415, UPLOAD_ERROR_CODES.unsupportedImage, 'The image could not be read');
  }
  const outputs = await Promise.all([
    base
      .clone()
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
      .then((body) => ({ name: FULL_NAME, body, contentType: 'image/jpeg' })),
    ...IMAGE_VARIANT_WIDTHS.map((w) =>
      base
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 68, effort: 4 })
        .toBuffer()
        .then((body) => ({ name: variantName(w), body, contentType: 'image/webp' })),
    ),
  ]);
  return { width, height, files: outputs };
}
