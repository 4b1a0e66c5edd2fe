// The benchmark apps' ending: on SIGTERM or SIGINT, close the app, then its database, and exit.
import type { FastifyInstance } from 'fastify';

export function closeOnSignals(app: FastifyInstance, database: { close(): Promise<void> }) {
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}
