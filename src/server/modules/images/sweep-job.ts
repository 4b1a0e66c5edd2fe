import type { FastifyBaseLogger } from 'fastify';
import { periodicJob, type Job } from '../jobs/job-scheduler';
import type { SweepResult } from './sweep';

// The sweeps run at the system's time (`new Date()`), not the app's clock, which tests and the
// demo move: the ages they compare were written by other clocks, the database's (a pending
// image's created_at is its now()), tus's (an upload's creation date) and storage's (an object's
// last change). Moving them with the app's clock would drop uploads a minute old.

/** Unattached uploads are looked for this often (they are deleted after 24 hours). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The hourly sweep as a job: once per hour across all instances, retried sooner if a part failed. */
export function sweepJob(sweep: (now?: Date) => Promise<SweepResult>, log: FastifyBaseLogger): Job {
  // First due on a new database soon after the first start, out of the way of start-up work. A
  // sweep is bounded (batches, passes): one that takes 30 minutes is gone.
  const timing = { everyMs: SWEEP_EVERY_MS, firstInMs: 10_000, leaseMs: 30 * 60 * 1000 };
  return periodicJob('upload-sweep', timing, async () => {
    const { images, staged, deleted, orphans, failed } = await sweep(new Date());
    if (images + staged + deleted + orphans > 0) {
      log.info(
        `Sweep: ${images} unattached images dropped, ${deleted} images' files deleted, ` +
          `${staged} unfinished uploads and ${orphans} orphaned images removed`,
      );
    }
    // Each part was logged as it failed; the job is retried sooner for them.
    if (failed.length > 0) throw new Error(`sweep: ${failed.join(', ')} failed`);
  });
}

/**
 * Expired unfinished uploads are looked for this often: they expire 50 minutes after they began
 * (UNFINISHED_UPLOAD_TTL_MS), so none is kept past an hour.
 */
export const STAGED_SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The sweep of expired unfinished uploads as a job, apart from the heavier hourly sweep. */
export function stagedSweepJob(
  sweepStaged: (now?: Date) => Promise<number>,
  log: FastifyBaseLogger,
): Job {
  const timing = { everyMs: STAGED_SWEEP_EVERY_MS, firstInMs: 20_000, leaseMs: 5 * 60 * 1000 };
  return periodicJob('staged-upload-sweep', timing, async () => {
    const removed = await sweepStaged(new Date());
    if (removed > 0) log.info(`Sweep: ${removed} expired unfinished uploads removed`);
  });
}
