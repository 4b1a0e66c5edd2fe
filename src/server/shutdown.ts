import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/** After the drain's deadline, this long for the remaining close work before giving up. */
const HARD_STOP_AFTER_MS = 5_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** How long requests in flight (uploads included) may take to finish (SHUTDOWN_TIMEOUT_S). */
  timeoutMs: number;
}

/**
 * Graceful shutdown on SIGTERM (an orchestrator, a deploy) and SIGINT (Ctrl-C). Readiness turns
 * 503 and the listener closes at once, so a balancer sends the next requests elsewhere; requests
 * in flight finish, for up to `timeoutMs`, after which their connections are cut; then the
 * database closes and the process exits 0. A second signal stops at once.
 */
export function exitGracefullyOnSignals({ app, database, timeoutMs }: ShutdownOptions) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} received again: stopping now`);
      process.exit(1);
    }
    closing = true;
    const started = Date.now();
    app.log.info(
      `${signal} received: finishing ${app.requestsInFlight()} requests in flight ` +
        `(for up to ${timeoutMs / 1000} s), then stopping`,
    );
    const deadline = setTimeout(() => {
      app.log.warn(
        `shutdown: ${app.requestsInFlight()} requests still running after ${timeoutMs / 1000} s, ` +
          'cutting their connections',
      );
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), HARD_STOP_AFTER_MS).unref();
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info(`shut down in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
