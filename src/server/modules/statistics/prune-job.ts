import type { FastifyBaseLogger } from 'fastify';
import { indiaDate } from '../../../shared/listing-facts';
import type { Clock } from '../../lib/clock';
import { periodicJob, type Job } from '../jobs/job-scheduler';
import type { ViewsRepository } from './views.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Forgets the visitors of every day before yesterday, India's, by the app's clock (the days the
 * views were counted on): nothing that tells people apart outlives the day's de-duplication.
 * Yesterday's stay while a write of views from before midnight may still come.
 */
export function visitorsPruneJob(deps: {
  repository: ViewsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}): Job {
  const timing = { everyMs: HOUR_MS, firstInMs: 60_000, leaseMs: 10 * 60 * 1000 };
  return periodicJob('view-visitors-prune', timing, async () => {
    const yesterday = indiaDate(new Date(deps.clock.now().getTime() - 24 * HOUR_MS));
    const forgotten = await deps.repository.forgetVisitorsBefore(yesterday);
    if (forgotten > 0)
      deps.log.info(`Views: ${forgotten} visitors of days before ${yesterday} forgotten`);
  });
}
