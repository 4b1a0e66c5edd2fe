import type { FastifyBaseLogger } from 'fastify';
import { UNATTACHED_UPLOAD_TTL_MS } from '../../../shared/uploads';
import { deleteImage } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import type { PendingImagesRepository } from './pending-images.repository';
import type { TusUploads } from './tus-uploads';

/** How many expired images one pass deletes at most; the next pass takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Deletes what was uploaded but never saved with a listing, once older than a day: stored images
 * still pending (files, then rows) and unfinished tus uploads. Returns how many of each.
 */
export async function sweepUnattachedUploads(
  deps: {
    pendingImages: PendingImagesRepository;
    storage: Storage;
    uploads: TusUploads;
    log: FastifyBaseLogger;
  },
  now = new Date(),
): Promise<{ images: number; staged: number }> {
  const before = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  const expired = await deps.pendingImages.olderThan(before, SWEEP_BATCH);
  const deleted: string[] = [];
  for (const image of expired) {
    try {
      await deleteImage(deps.storage, image.key);
      deleted.push(image.key);
    } catch (error) {
      deps.log.warn({ err: error, key: image.key }, 'could not delete an unattached upload');
    }
  }
  await deps.pendingImages.delete(deleted);
  const staged = await deps.uploads.deleteExpired();
  return { images: deleted.length, staged };
}
