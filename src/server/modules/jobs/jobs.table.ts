import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs that run once per due time across every instance of the app. An instance takes
 * a due job by moving `locked_until` forward in one statement that only succeeds while the job is
 * due and not taken, so of all instances polling at once exactly one runs it; a lease that runs
 * out (the instance died mid-run) lets another take it.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  /** When it should run next. */
  dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull(),
  /** Taken by an instance until then; null when free. */
  lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  /** Failures in a row since the last success (for the retry delay). */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, precision: 3 }),
});

export type JobRow = typeof jobs.$inferSelect;
