import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { jobScheduler, type Job, type JobOutcome } from './job-scheduler';
import { createJobsRepository } from './jobs.repository';

/** Two (or more) instances of the app share one database: each job runs once per due time. */
let database: Database;
let instances: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(instances.map((app) => app.close()));
  instances = [];
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const repository = () => createJobsRepository(database.db);

async function startInstance(
  job: Job,
  pollMs: number,
  onRun?: (name: string, outcome: JobOutcome) => void,
) {
  const app = Fastify();
  await app.register(jobScheduler, { repository: repository(), jobs: [job], pollMs, onRun });
  await app.ready();
  instances.push(app);
  return app;
}

describe('jobs across instances', () => {
  it('runs a job once per due time with three instances polling, never two runs at once', async () => {
    let running = 0;
    let overlapped = false;
    const runs: number[] = [];
    const job: Job = {
      name: 'every-300-ms',
      everyMs: 300,
      firstInMs: 0,
      leaseMs: 10_000,
      async run() {
        running++;
        if (running > 1) overlapped = true;
        runs.push(Date.now());
        await sleep(30);
        running--;
      },
    };
    const started = Date.now();
    for (let i = 0; i < 3; i++) await startInstance(job, 10);
    await sleep(2_000);
    await Promise.all(instances.map((app) => app.close()));
    const elapsed = Date.now() - started;
    instances = [];

    expect(overlapped).toBe(false);
    // One run per 300 ms period (the first at once); three instances polling add none.
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(elapsed / 300) - 1);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / 300) + 1);
    const row = await repository().get('every-300-ms');
    expect(row).toMatchObject({ runs: runs.length, failures: 0, lockedUntil: null });
  });

  it('retries a failed run sooner, records the error, and clears it after a success', async () => {
    let calls = 0;
    const outcomes: JobOutcome[] = [];
    const job: Job = {
      name: 'fails-once',
      everyMs: 200,
      firstInMs: 0,
      leaseMs: 10_000,
      async run() {
        calls++;
        if (calls === 1) throw new Error('storage unreachable');
      },
    };
    const app = await startInstance(job, 0, (_name, outcome) => outcomes.push(outcome));
    expect(await app.runDueJobs()).toEqual(['fails-once']);
    expect(await repository().get('fails-once')).toMatchObject({
      failures: 1,
      attempts: 1,
      lastError: 'Error: storage unreachable',
    });
    // Not due at once: the retry waits (here the job's 200 ms period, shorter than a minute).
    expect(await app.runDueJobs()).toEqual([]);
    await sleep(250);
    expect(await app.runDueJobs()).toEqual(['fails-once']);
    expect(outcomes).toEqual(['failure', 'success']);
    expect(await repository().get('fails-once')).toMatchObject({
      runs: 2,
      failures: 1,
      attempts: 0,
      lastError: null,
    });
  });

  it('lets another instance run a job whose instance died holding it, once its lease is over', async () => {
    let ran = 0;
    const job: Job = {
      name: 'abandoned',
      everyMs: 60_000,
      firstInMs: 0,
      leaseMs: 150,
      async run() {
        ran++;
      },
    };
    const app = await startInstance(job, 0);
    // Another instance took it and was killed before it finished.
    expect(await repository().claim('abandoned', 150)).toBeDefined();
    expect(await app.runDueJobs()).toEqual([]);
    await sleep(200);
    expect(await app.runDueJobs()).toEqual(['abandoned']);
    expect(ran).toBe(1);
    // Done for this period: due again in a minute, not now.
    expect(await app.runDueJobs()).toEqual([]);
  });

  it('keeps its schedule across restarts: a new instance does not run it again early', async () => {
    let ran = 0;
    const job: Job = {
      name: 'hourly',
      everyMs: 3_600_000,
      firstInMs: 0,
      leaseMs: 10_000,
      async run() {
        ran++;
      },
    };
    const first = await startInstance(job, 0);
    expect(await first.runDueJobs()).toEqual(['hourly']);
    await first.close();
    instances = [];
    const restarted = await startInstance(job, 0);
    expect(await restarted.runDueJobs()).toEqual([]);
    expect(ran).toBe(1);
  });
});
