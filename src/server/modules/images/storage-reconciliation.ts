import type { FastifyBaseLogger } from 'fastify';
import { imageFileKeys } from '../../lib/images/image-store';
import type { ListedObject, Storage } from '../../lib/storage/storage';
import type { ImageDeletionsRepository } from './image-deletions.repository';

/** Objects younger than this are never removed: an image may be on its way into a row. */
export const ORPHAN_SAFETY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Images checked against the database at once. */
const BATCH = 100;

/** What one reconciliation found and removed. */
export interface ReconciliationResult {
  /** Images in storage that no listing, pending upload or queued deletion names, and old enough. */
  orphans: number;
  /** Objects removed: the orphans' files, and stray files beside named images (e.g. a .tmp). */
  objects: number;
}

/** The files of one image as listed: its key (images/{name}) and its objects. */
interface ListedImage {
  key: string;
  objects: ListedObject[];
}

/** "images/u1-a-1/w320.webp" → "images/u1-a-1". */
const imageKeyOf = (objectKey: string) => objectKey.split('/').slice(0, 2).join('/');

/**
 * Storage against the database. Rows are written before files and files deleted only after
 * rows, but files from before that rule, a lost deletion or a restored backup may still be
 * there: every object under images/ that nothing in the database names, and that is older than
 * the safety window, is removed. So are files beside a named image that are none of its own.
 * Reports how many it found; runs with the periodic sweep.
 */
export function createStorageReconciliation(deps: {
  storage: Storage;
  repository: ImageDeletionsRepository;
  log: FastifyBaseLogger;
  windowMs?: number;
}) {
  const { storage, repository, log } = deps;
  const windowMs = deps.windowMs ?? ORPHAN_SAFETY_WINDOW_MS;

  async function check(images: ListedImage[], cutoff: number, result: ReconciliationResult) {
    const keys = images.map((image) => image.key);
    const [named, queued] = await Promise.all([repository.named(keys), repository.queued(keys)]);
    for (const image of images) {
      // A queued image is the deletion job's to delete.
      if (queued.has(image.key)) continue;
      const own = new Set(named.has(image.key) ? imageFileKeys(image.key) : []);
      const stray = image.objects.filter((object) => !own.has(object.key));
      // Only when all of them are old: an image's files are written together.
      if (stray.length === 0 || stray.some((object) => object.lastModified.getTime() > cutoff)) {
        continue;
      }
      await storage.delete(stray.map((object) => object.key));
      result.objects += stray.length;
      if (!named.has(image.key)) result.orphans++;
    }
  }

  return async function reconcile(now = new Date()): Promise<ReconciliationResult> {
    const cutoff = now.getTime() - windowMs;
    const result: ReconciliationResult = { orphans: 0, objects: 0 };
    let batch: ListedImage[] = [];
    let current: ListedImage | undefined;
    for await (const object of storage.list('images/')) {
      const key = imageKeyOf(object.key);
      if (current?.key !== key) {
        current = { key, objects: [] };
        batch.push(current);
        // The listing gives an image's objects one after another: the ones before are whole.
        if (batch.length > BATCH) {
          await check(batch.slice(0, -1), cutoff, result);
          batch = [current];
        }
      }
      current.objects.push(object);
    }
    await check(batch, cutoff, result);
    if (result.objects > 0) {
      log.warn(
        result,
        `storage reconciliation: removed ${result.orphans} images no row names and ${result.objects} objects`,
      );
    }
    return result;
  };
}

export type StorageReconciliation = ReturnType<typeof createStorageReconciliation>;
