import type { FastifyBaseLogger } from 'fastify';
import { UNATTACHED_UPLOAD_TTL_MS } from '../../../shared/uploads';
import type { ImageDeletions } from './image-deletions.service';
import type { StorageReconciliation } from './storage-reconciliation';
import type { PendingImagesRepository } from './pending-images.repository';
import type { TusUploads } from './tus-uploads';

/** What one sweep did. */
export interface SweepResult {
  /** Pending images older than a day, dropped (their files queued for deletion). */
  images: number;
  /** Unfinished tus uploads expired (50 minutes after they began) removed, unreadable ones included. */
  staged: number;
  /** Images whose files the deletion job removed (dropped by saves, deletes and this sweep). */
  deleted: number;
  /** Images in storage that nothing names, older than the safety window, removed. */
  orphans: number;
  /** The parts that failed (each logged); the others ran. */
  failed: string[];
}

/** How many expired images one pass drops at most; the next pass takes the rest. */
const SWEEP_BATCH = 500;

export interface SweepDeps {
  pendingImages: PendingImagesRepository;
  imageDeletions: ImageDeletions;
  uploads: TusUploads;
  reconcile: StorageReconciliation;
  log: FastifyBaseLogger;
}

/**
 * Runs `step`; a failure is logged and counts 0, so one unreachable part (the object store, the
 * staging folder) does not keep the others from being swept.
 */
async function step(
  log: FastifyBaseLogger,
  failed: string[],
  name: string,
  work: () => Promise<number>,
) {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error }, `sweep: ${name} failed`);
    failed.push(name);
    return 0;
  }
}

/**
 * Everything that cleans up after the fact: pending images never attached within a day are
 * dropped, the deletion job deletes the files of every image dropped (and retries failed ones),
 * expired unfinished tus uploads go, and storage is reconciled against the database.
 */
export async function sweepUnattachedUploads(
  deps: SweepDeps,
  now = new Date(),
): Promise<SweepResult> {
  const { log } = deps;
  const failed: string[] = [];
  const before = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  const images = await step(log, failed, 'expired uploads', async () => {
    const expired = await deps.pendingImages.olderThan(before, SWEEP_BATCH);
    return (await deps.pendingImages.drop(expired.map((image) => image.key))).length;
  });
  const deleted = await step(log, failed, 'image deletions', () => deps.imageDeletions.runDue());
  const staged = await step(log, failed, 'staged uploads', () => deps.uploads.sweepStaged(now));
  const orphans = await step(log, failed, 'storage reconciliation', async () => {
    return (await deps.reconcile(now)).orphans;
  });
  return { images, staged, deleted, orphans, failed };
}
