import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage/storage';
import type { Job } from '../jobs/job-scheduler';
import type { Metrics } from '../metrics/metrics';
import { createImageDeletionsRepository } from './image-deletions.repository';
import { createImageDeletions } from './image-deletions.service';
import { imagesRoutes } from './images.routes';
import { createPendingImagesRepository } from './pending-images.repository';
import { createStagedUploadsRepository } from './staged-uploads.repository';
import { createStorageReconciliation } from './storage-reconciliation';
import { sweepUnattachedUploads, type SweepResult } from './sweep';
import { stagedSweepJob, sweepJob } from './sweep-job';
import { createTusUploads } from './tus-uploads';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './upload-limits';
import { createUploadStaging } from './upload-staging';
import { uploadsRoutes } from './uploads.routes';

export interface ImagesDeps {
  db: Db;
  /** PostgreSQL stages unfinished uploads in the database (any instance may continue one). */
  databaseKind: 'pglite' | 'postgres';
  /** Where PGlite's instance stages unfinished uploads: its own folder in DATA_DIR. */
  dataDir: string;
  storage: Storage;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /** Shared counters of the per-user upload limit; in-process counters without it. */
  redis: Redis | undefined;
  allowedOrigins: string[];
  /** Overrides of the per-user upload limits (tests, benchmarks). */
  limits?: Partial<UploadLimits>;
  /**
   * Which of `keys` a listing names: the listings module answers, so that images never read
   * its table (a listing names its images, images know nothing of listings).
   */
  namedByListings(keys: string[]): Promise<Set<string>>;
}

/**
 * An image's whole life: its upload (tus, staged until finished), its processing, its time as a
 * pending image until a listing claims it, the deletion of its files once nothing names it, and
 * the sweeps and storage reconciliation that clean up after crashes. The app registers the
 * routes and jobs it returns; listings use `pendingImages` and `imageDeletions`.
 */
export function createImages(deps: ImagesDeps) {
  const { db, storage, log } = deps;
  const pendingImages = createPendingImagesRepository(db);
  const deletionsRepository = createImageDeletionsRepository(db, deps.namedByListings);
  const imageDeletions = createImageDeletions({ repository: deletionsRepository, storage, log });
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...deps.limits };
  const uploads = createTusUploads({
    staging: createUploadStaging(
      deps.databaseKind === 'postgres'
        ? { database: createStagedUploadsRepository(db) }
        : { directory: path.join(deps.dataDir, 'uploads') },
    ),
    storage,
    pendingImages,
    imageDeletions,
    log,
    allowedOrigins: deps.allowedOrigins,
    metrics: deps.metrics,
    limits,
  });
  const reconcile = createStorageReconciliation({ storage, repository: deletionsRepository, log });
  const sweep = (now?: Date): Promise<SweepResult> =>
    sweepUnattachedUploads({ pendingImages, imageDeletions, uploads, reconcile, log }, now);
  const jobs: Job[] = [sweepJob(sweep, log), stagedSweepJob(uploads.sweepStaged, log)];

  return {
    /** /api/uploads (tus): registered under the /api prefix. */
    apiRoutes: uploadsRoutes({
      redis: deps.redis,
      uploads,
      pendingImages,
      limits,
    }),
    /** GET /images/*: the stored files. */
    fileRoutes: imagesRoutes(storage),
    jobs,
    pendingImages,
    imageDeletions,
    /** Everything the hourly `upload-sweep` job does, at once; `now` moves the clock. */
    sweep,
  };
}

export type Images = ReturnType<typeof createImages>;
