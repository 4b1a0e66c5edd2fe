import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS } from '../../../shared/constants';
import type { ListingImage } from '../../../shared/schemas/listing';
import type { StoredImage } from '../../modules/listings/listings.table';
import type { Storage } from '../storage/storage';
import { FULL_NAME, processImage, variantName } from './image-processing';

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

/** The key prefix of one image: images/{userId}-{fileName}-{uuid} (spec §3). */
export function imageKey(userId: string, fileName: string): string {
  return `images/${userId}-${slugFileName(fileName)}-${randomUUID()}`;
}

/** Processes a photo and stores its cleaned copy and variants under a new key. */
export async function storeImage(
  storage: Storage,
  userId: string,
  fileName: string,
  data: Buffer,
): Promise<StoredImage> {
  const processed = await processImage(data);
  const key = imageKey(userId, fileName);
  await Promise.all(
    processed.files.map((file) => storage.put(`${key}/${file.name}`, file.body, file.contentType)),
  );
  return { key, width: processed.width, height: processed.height };
}

export function imageFileKeys(key: string): string[] {
  return [`${key}/${FULL_NAME}`, ...IMAGE_VARIANT_WIDTHS.map((w) => `${key}/${variantName(w)}`)];
}

export async function deleteImage(storage: Storage, key: string): Promise<void> {
  await storage.delete(imageFileKeys(key));
}

export function fullImageUrl(storage: Storage, image: StoredImage): string {
  return storage.publicUrl(`${image.key}/${FULL_NAME}`);
}

/** The responsive description of a stored image that the API returns. */
export function describeImage(storage: Storage, image: StoredImage): ListingImage {
  // A variant is never wider than the image itself; drop those that would repeat a width.
  const variants: { file: number; actual: number }[] = [];
  for (const w of IMAGE_VARIANT_WIDTHS) {
    const actual = Math.min(w, image.width);
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
