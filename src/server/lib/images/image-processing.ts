import sharp, { type Sharp } from 'sharp';
import { IMAGE_VARIANT_SIZES } from '../../../shared/constants';
import { UPLOAD_ERROR_CODES } from '../../../shared/api-errors';
import { AppError } from '../errors';

/** The largest side of the cleaned full-size copy that replaces the uploaded original. */
export const FULL_MAX_SIDE = 2560;

/**
 * The most pixels an upload may have. A file of 10 MB may still describe a huge image (a flat PNG
 * of 16383×16383, sharp's own limit being ~268 MP, is under 1 MB and takes seconds and ~1 GB to
 * decode and turn); 40 MP is more than the cameras of phones give by default (12–24 MP) and keeps
 * one decode to ~160 MB of pixels.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Encoder settings, chosen by measurement (`npm run bench:images`, decision 0004's successor):
 * libjpeg-turbo with optimised Huffman tables encodes the full-size copy ~15× faster than
 * mozjpeg's trellis for ~20% more bytes; the variants are downscaled with the Mitchell filter,
 * which, unlike Lanczos, does not sharpen sensor grain into detail the encoder must pay for.
 */
const FULL_JPEG = { quality: 82, optimiseCoding: true, progressive: true } as const;
// Effort 5 over 4: 6% fewer bytes at the same quality for ~10% more encoding time (measured).
const VARIANT_WEBP = { quality: 58, effort: 5 } as const;

// libvips' operation cache keeps recent results for reuse; every photo here is new, so it would
// only hold memory.
sharp.cache(false);

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

export const variantName = (side: number) => `w${side}.webp`;
export const FULL_NAME = 'full.jpg';

/**
 * Verifies an uploaded photo by content, applies its EXIF orientation, drops every piece of
 * metadata (GPS included: sharp writes none unless asked) and makes the WebP variants.
 */
export async function processImage(data: Buffer, lanes: 1 | 2 = 2): Promise<ProcessedImage> {
  if (!detectImageKind(data)) {
    throw new AppError(415, UPLOAD_ERROR_CODES.unsupportedImage, (t) => t.api.notJpegOrPng);
  }
  await refuseTooManyPixels(data);
  let decoded: DecodedImage;
  try {
    decoded = await decodeImage(data);
  } catch {
    throw new AppError(415, UPLOAD_ERROR_CODES.unsupportedImage, (t) => t.api.imageUnreadable);
  }
  const { base, width, height } = decoded;
  // Two encodes at a time finish a photo about a fifth sooner on an idle machine, and add about
  // 30 MB to its peak: with other photos waiting, one at a time keeps an instance within 400 MB
  // however many finish at once (decision 0024; `npm run bench:images`, `bench:upload-load`).
  const [largest = 0, ...smaller] = [...IMAGE_VARIANT_SIZES].sort((x, y) => y - x);
  const outputs = await inLanes(lanes, [
    () => webpVariant(base, largest),
    () =>
      base
        .clone()
        .jpeg(FULL_JPEG)
        .toBuffer()
        .then((body) => ({ name: FULL_NAME, body, contentType: 'image/jpeg' })),
    ...smaller.map((w) => () => webpVariant(base, w)),
  ]);
  return { width, height, files: outputs };
}

/** Reads the image's header only (no pixels decoded) and refuses one above MAX_INPUT_PIXELS. */
async function refuseTooManyPixels(data: Buffer): Promise<void> {
  let pixels: number;
  try {
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    throw new AppError(415, UPLOAD_ERROR_CODES.unsupportedImage, (t) => t.api.imageUnreadable);
  }
  if (pixels > MAX_INPUT_PIXELS) {
    throw new AppError(415, UPLOAD_ERROR_CODES.tooManyPixels, (texts) =>
      texts.api.tooManyPixels({ megapixels: MAX_INPUT_PIXELS / 1_000_000 }),
    );
  }
}

export interface DecodedImage {
  /** The pixels, as a pipeline to clone for each output. */
  base: Sharp;
  width: number;
  height: number;
}

/**
 * Decodes a photo once, orientation applied, at most FULL_MAX_SIDE on its longer side, on
 * white: every output is made from this normalised copy. Throws on what sharp cannot read.
 */
export async function decodeImage(data: Buffer): Promise<DecodedImage> {
  // The limit again where the pixels are decoded: whatever the header said, no more than these.
  const { data: pixels, info } = await sharp(data, {
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
  })
    .rotate()
    .resize(FULL_MAX_SIDE, FULL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  return { base: sharp(pixels, { raw: { width, height, channels } }), width, height };
}

/**
 * A variant fits in side×side. Bounding the longer side, not the width, keeps a portrait photo
 * (most phone photos) at a landscape's pixels: its w1280 would otherwise be 1280×1707, 1.78 times
 * the bytes, most of them cropped away by the landscape frames that show it.
 */
function webpVariant(base: Sharp, side: number): Promise<ProcessedFile> {
  return base
    .clone()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true, kernel: 'mitchell' })
    .webp(VARIANT_WEBP)
    .toBuffer()
    .then((body) => ({ name: variantName(side), body, contentType: 'image/webp' }));
}

/** The width of the variant `side` of a width×height image, as `webpVariant` makes it. */
export function variantWidth(side: number, width: number, height: number): number {
  return Math.max(1, Math.round(width * Math.min(1, side / Math.max(width, height))));
}

/** Runs the jobs `lanes` at a time, in order, and gives their results in order. */
async function inLanes<T>(lanes: number, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
