import { postgresClusterUnavailable } from '../postgres-cluster';

/**
 * Why a chaos test that brings its own PostgreSQL does not run here, or undefined. It runs once,
 * in the server-pglite project, whichever TEST_DB; a skip there is said aloud, since a missing
 * PostgreSQL would otherwise pass unnoticed.
 */
export function chaosSkipReason(): string | undefined {
  if (process.env.TEST_DB === 'postgres') return 'runs in server-pglite';
  const reason = postgresClusterUnavailable();
  if (reason) console.warn(`chaos test skipped: ${reason}`);
  return reason;
}
