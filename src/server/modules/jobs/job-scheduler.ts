import fp from 'fastify-plugin';
import { retryDelayMs } from '../../lib/retry-backoff';
import { orderJobs, type OrderedJob } from './job-order';
import type { JobsRepository } from './jobs.repository';

/** Within a poll, jobs run one after another in an order their `runsAfter`/`runsBefore` decide. */
export interface Job extends OrderedJob {
  name: string;
  /** How often it is due. */
  everyMs: number;
  /** On a database that has never run it: first due this long after start. */
  firstInMs: number;
  /** How long a run may take before other instances take the job as abandoned. */
  leaseMs: number;
  /** Throws when the run failed; it is then retried sooner than its period. */
  run(): Promise<void>;
}

/** The jobs a job must follow or lead in a poll, by name (job-order.ts). */
export type JobOrder = Pick<OrderedJob, 'runsAfter' | 'runsBefore'>;

/**
 * A job due at every poll of the scheduler: what is due is decided by its own rows and the app's
 * clock, not by a period, and a run with nothing due is cheap.
 */
export function everyPollJob(
  name: string,
  leaseMs: number,
  run: () => Promise<void>,
  order: JobOrder = {},
): Job {
  return { name, everyMs: 0, firstInMs: 0, leaseMs, run, ...order };
}

/** A job due every `timing.everyMs`, whatever its rows say: a sweep of what has expired. */
export function periodicJob(
  name: string,
  timing: Pick<Job, 'everyMs' | 'firstInMs' | 'leaseMs'>,
  run: () => Promise<void>,
  order: JobOrder = {},
): Job {
  return { name, ...timing, run, ...order };
}

export type JobOutcome = 'success' | 'failure';

export interface JobSchedulerOptions {
  repository: JobsRepository;
  /** In any order: they run in the one their `runsAfter` and `runsBefore` decide. */
  jobs: Job[];
  /** How often this instance looks for due jobs; 0 turns the timer off (tests run them by hand). */
  pollMs: number;
  /** Told of every run this instance makes (metrics, tests). */
  onRun?: (name: string, outcome: JobOutcome, seconds: number) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every job that is due and not taken by another instance; the names of those it ran. */
    runDueJobs(): Promise<string[]>;
  }
}

/**
 * Runs background jobs once per due time across all instances. Each instance polls; the jobs
 * table decides which one runs a due job (see jobs.table.ts), so adding instances adds no runs.
 */
export const jobScheduler = fp<JobSchedulerOptions>(async (app, options) => {
  const { repository } = options;
  // Ordered once, here: a cycle or an unknown name stops the app from being built.
  const jobs = orderJobs(options.jobs);
  let running: Promise<string[]> | undefined;
  let known = false;

  /** Makes every job known to the database (once; retried by each poll until it works). */
  async function ensureKnown() {
    if (known) return;
    for (const job of jobs) await repository.ensure(job.name, job.firstInMs);
    known = true;
  }

  async function runIfDue(job: Job): Promise<boolean> {
    const taken = await repository.claim(job.name, job.leaseMs);
    if (!taken) return false;
    const started = performance.now();
    try {
      await job.run();
      await repository.succeeded(job.name, taken.dueAt, job.everyMs);
      options.onRun?.(job.name, 'success', (performance.now() - started) / 1000);
    } catch (error) {
      // After 1 min, then 2, 4, … up to the job's own period (`attempts`: the failures before).
      const retryInMs = retryDelayMs(taken.attempts + 1, job.everyMs);
      app.log.error(
        { err: error, job: job.name },
        `job ${job.name} failed; retrying in ${retryInMs / 1000} s`,
      );
      await repository.failed(job.name, String(error), retryInMs);
      options.onRun?.(job.name, 'failure', (performance.now() - started) / 1000);
    }
    return true;
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    try {
      await ensureKnown();
    } catch (error) {
      app.log.warn({ err: error }, 'job scheduler could not reach the database');
      return ran;
    }
    for (const job of jobs) {
      try {
        if (await runIfDue(job)) ran.push(job.name);
      } catch (error) {
        // The database is away: the next poll tries again.
        app.log.warn({ err: error, job: job.name }, 'job scheduler could not reach the database');
      }
    }
    return ran;
  }

  app.decorate('runDueJobs', () => {
    running ??= runDue().finally(() => {
      running = undefined;
    });
    return running;
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await ensureKnown().catch(() => undefined);
    if (options.pollMs <= 0) return;
    timer = setInterval(() => void app.runDueJobs(), options.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A run in progress finishes (shutdown waits for it) rather than hold its lease to the end.
    await running;
  });
});
