import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_OWNERS } from './demo/owners';
import { seedDemoData } from './demo/seed';
import { fileClock } from './lib/file-clock';
import { logOptions } from './lib/log-options';
import { ensureDemoCredentials, type DemoCredential } from './modules/auth/demo-credentials';
import { exitGracefullyOnSignals } from './shutdown';
import { createStorage } from './storage-factory';

/** What a caller may set over what the configuration gives: benchmarks lift limits, for one. */
export interface ServerOverrides extends Partial<Omit<AppDeps, 'database'>> {
  /**
   * true: PGlite in memory rather than in DATA_DIR when there is no DATABASE_URL (benchmarks
   * that start from nothing each run).
   */
  databaseInMemory?: boolean;
  /** The address to listen on; defaults to the configuration's HOST. */
  host?: string;
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The demo owners' sign-in details when DEMO_DATA loaded them; empty otherwise. */
  demoCredentials: DemoCredential[];
}

/**
 * The app as it runs: opens and migrates the database, opens the storage, builds the app, loads
 * the demo data when DEMO_DATA asks, stops gracefully on SIGTERM/SIGINT, and listens. main.ts
 * and the benchmarks' apps start it this way, so that what is measured is what runs.
 */
export async function startServer(
  config: Config,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const { databaseInMemory, host, ...deps } = overrides;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: databaseInMemory ? undefined : path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const storage = deps.storage ?? createStorage(config);
  // Readable lines in a terminal, JSON lines (for log collectors) otherwise.
  const logger = deps.logger ?? logOptions(config.logLevel, { pretty: process.stdout.isTTY });
  const clock = deps.clock ?? (config.testClockFile ? fileClock(config.testClockFile) : undefined);
  const app = await buildApp(config, { ...deps, database, storage, logger, clock });
  if (config.testClockFile && !deps.clock) {
    app.log.warn(
      `TEST_CLOCK_FILE is set: the clock runs ahead by ${config.testClockFile} (tests only)`,
    );
  }

  let demoCredentials: DemoCredential[] = [];
  if (config.demoData) {
    const seeded = await seedDemoData({
      db: database.db,
      storage,
      log: app.log,
      clock,
      photoCacheDir: config.demoPhotoCacheDir,
    });
    if (seeded)
      app.log.info(`Demo data loaded: ${seeded.listings} listings by ${seeded.users} owners`);
    demoCredentials = await ensureDemoCredentials(app.accounts.auth, DEMO_OWNERS);
  }

  exitGracefullyOnSignals({ app, database, timeoutMs: config.shutdownTimeoutS * 1000 });
  await app.listen({ port: config.port, host: host ?? config.host });
  return { app, database, demoCredentials };
}
