import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppDeps } from '../app-deps';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { Images } from '../modules/images/images';
import { createLocalStorage } from '../lib/storage/local-storage';
import type { Storage } from '../lib/storage/storage';
import { LIFTED_LIMITS } from '../../../scripts/spawn-app.mjs';
import { createTestDatabase } from './database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  config: Config;
  dataDir: string;
  /** The app's image module: `t.images.sweep(now)` runs the hourly sweep by hand. */
  images: Images;
  close(): Promise<void>;
}

/** Dependencies a test may replace; sign-in limits are lifted unless a test sets its own. */
export type TestAppDeps = Pick<
  AppDeps,
  | 'mailer'
  | 'authRateLimit'
  | 'geocoder'
  | 'uploadLimits'
  | 'logger'
  | 'clock'
  | 'liveHeartbeatMs'
  | 'viewsFlushMs'
> & {
  /** Wraps the test's local storage (a storage that fails on purpose). */
  storage?: (local: Storage) => Storage;
};

/** A real app on a fresh database and a temporary data directory, for app.inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: TestAppDeps = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...LIFTED_LIMITS, ...env });
  const database = await createTestDatabase();
  const local = createLocalStorage(path.join(dataDir, 'storage'));
  const storage = deps.storage ? deps.storage(local) : local;
  let images: Images | undefined;
  const app = await buildApp(config, {
    database,
    storage,
    logger: deps.logger ?? false,
    mailer: deps.mailer,
    authRateLimit: deps.authRateLimit ?? { max: 10_000 },
    geocoder: deps.geocoder,
    uploadLimits: deps.uploadLimits,
    jobPollMs: 0,
    clock: deps.clock,
    liveHeartbeatMs: deps.liveHeartbeatMs,
    viewsFlushMs: deps.viewsFlushMs,
    onImages: (built) => (images = built),
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    dataDir,
    images: images!,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of `t`'s app on the same database, storage and settings, as behind a
 * balancer; the caller closes it.
 */
export async function secondInstance(
  t: TestContext,
  deps: Pick<TestAppDeps, 'clock'> = {},
): Promise<FastifyInstance> {
  const other = await buildApp(t.config, {
    database: t.database,
    storage: t.storage,
    logger: false,
    authRateLimit: { max: 10_000 },
    jobPollMs: 0,
    clock: deps.clock,
  });
  await other.ready();
  return other;
}
