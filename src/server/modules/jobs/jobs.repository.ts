import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, type JobRow } from './jobs.table';

const ms = (value: number) => sql`(${value} * interval '1 millisecond')`;

/** SQL for the jobs table; every time is the database's, the one clock all instances share. */
export function createJobsRepository(db: Db) {
  return {
    /** Makes the job known, first due `firstInMs` from now; an existing job keeps its schedule. */
    async ensure(name: string, firstInMs: number): Promise<void> {
      await db
        .insert(jobs)
        .values({ name, dueAt: sql`now() + ${ms(firstInMs)}` })
        .onConflictDoNothing();
    },
    /**
     * Takes the job for `leaseMs` if it is due and nobody holds it; the row as taken, or undefined
     * when it is not due or another instance took it first.
     */
    async claim(name: string, leaseMs: number): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + ${ms(leaseMs)}`, runs: sql`${jobs.runs} + 1` })
        .where(
          and(
            eq(jobs.name, name),
            lte(jobs.dueAt, sql`now()`),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
          ),
        )
        .returning();
      return row;
    },
    /**
     * Frees the job after a successful run of the due time `dueAt`: next due `everyMs` after it,
     * or `everyMs` from now when the instances were down through whole periods.
     */
    async succeeded(name: string, dueAt: Date, everyMs: number): Promise<void> {
      await db
        .update(jobs)
        .set({
          dueAt: sql`greatest(${dueAt.toISOString()}::timestamptz + ${ms(everyMs)}, now())`,
          lockedUntil: null,
          attempts: 0,
          lastError: null,
          lastRunAt: sql`now()`,
        })
        .where(eq(jobs.name, name));
    },
    /** Frees the job after a failed run, due again `retryInMs` from now. */
    async failed(name: string, error: string, retryInMs: number): Promise<void> {
      await db
        .update(jobs)
        .set({
          dueAt: sql`now() + ${ms(retryInMs)}`,
          lockedUntil: null,
          failures: sql`${jobs.failures} + 1`,
          attempts: sql`${jobs.attempts} + 1`,
          lastError: error.slice(0, 1000),
          lastRunAt: sql`now()`,
        })
        .where(eq(jobs.name, name));
    },
    async get(name: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
      return row;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
