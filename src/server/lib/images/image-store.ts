import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_SIZES } from '../../../shared/constants';
import type { ListingImage } from '../../../shared/schemas/listing';
import type { Storage } from '../storage/storage';
import {
  FULL_NAME,
  processImage,
  variantName,
  variantWidth,
  type ProcessedFile,
  type ProcessedImage,
} from './image-processing';

/** One stored image: its storage key prefix and the size of the cleaned original. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** "My Photo (1).JPG" → "my-photo-1": safe in a key and a URL. */
export function slugFileName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug || 'image';
}

/** The key prefix of one image: images/{userId}-{fileName}-{uuid} (docs/product.md#images). */
export function imageKey(userId: string, fileName: string): string {
  return `images/${userId}-${slugFileName(fileName)}-${randomUUID()}`;
}

/** A processed photo and the new key its files will be stored under; nothing stored yet. */
export interface PreparedImage {
  image: StoredImage;
  files: ProcessedFile[];
}

/**
 * Processes a photo and gives it a new key without storing anything, so the caller can record
 * the key in the database before any file exists (a crash then leaves a row the sweep finds,
 * never files nothing names).
 */
export async function prepareImage(
  userId: string,
  fileName: string,
  data: Buffer,
  lanes: 1 | 2 = 2,
): Promise<PreparedImage> {
  return keyed(userId, fileName, await processImage(data, lanes));
}

/** A processed photo under a new key of its owner's. */
function keyed(userId: string, fileName: string, processed: ProcessedImage): PreparedImage {
  const key = imageKey(userId, fileName);
  return {
    image: { key, width: processed.width, height: processed.height },
    files: processed.files,
  };
}

/**
 * Stores the cleaned copy and the variants of a prepared image. When one write fails, the others
 * are waited for before the error is thrown: a clean-up that follows finds every file written.
 */
export async function putImageFiles(storage: Storage, prepared: PreparedImage): Promise<void> {
  const { key } = prepared.image;
  const results = await Promise.allSettled(
    prepared.files.map((file) => storage.put(`${key}/${file.name}`, file.body, file.contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Processes a photo and stores its cleaned copy and variants under a new key. */
export async function storeImage(
  storage: Storage,
  userId: string,
  fileName: string,
  data: Buffer,
): Promise<StoredImage> {
  return storeProcessedImage(storage, userId, fileName, await processImage(data));
}

/** Stores a photo already processed (the demo's) under a new key, as `storeImage` does. */
export async function storeProcessedImage(
  storage: Storage,
  userId: string,
  fileName: string,
  processed: ProcessedImage,
): Promise<StoredImage> {
  const prepared = keyed(userId, fileName, processed);
  await putImageFiles(storage, prepared);
  return prepared.image;
}

export function imageFileKeys(key: string): string[] {
  return [`${key}/${FULL_NAME}`, ...IMAGE_VARIANT_SIZES.map((w) => `${key}/${variantName(w)}`)];
}

export async function deleteImage(storage: Storage, key: string): Promise<void> {
  await storage.delete(imageFileKeys(key));
}

export function fullImageUrl(storage: Storage, image: StoredImage): string {
  return storage.publicUrl(`${image.key}/${FULL_NAME}`);
}

/** The responsive description of a stored image that the API returns. */
export function describeImage(storage: Storage, image: StoredImage): ListingImage {
  // Each variant with its true width (a portrait's are narrower than their names; none is larger
  // than the image); drop those that would repeat a width.
  const variants: { file: number; actual: number }[] = [];
  for (const w of IMAGE_VARIANT_SIZES) {
    const actual = variantWidth(w, image.width, image.height);
    if (!variants.some((v) => v.actual === actual)) variants.push({ file: w, actual });
  }
  const url = (w: number) => storage.publicUrl(`${image.key}/${variantName(w)}`);
  return {
    key: image.key,
    src: url(variants[Math.min(1, variants.length - 1)]!.file),
    srcSet: variants.map((v) => `${url(v.file)} ${v.actual}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}
