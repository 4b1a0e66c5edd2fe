import { postgresClusterUnavailable } from '../postgres-cluster';

/**
 * Why a chaos test that brings its own PostgreSQL does not run here, or undefined. A skip is said
 * aloud, since a missing PostgreSQL would otherwise pass unnoticed.
 */
export function chaosSkipReason(): string | undefined {
  const reason = postgresClusterUnavailable();
  if (reason) console.warn(`chaos test skipped: ${reason}`);
  return reason;
}
