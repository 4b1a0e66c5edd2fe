// The real app for the upload benchmarks: buildApp on an in-memory PGlite database (migrated), or
// on DATABASE_URL's PostgreSQL database when given, local storage in DATA_DIR, no sweep timer,
// the per-user upload limits lifted (the site's and the instance's kept), listening on
// 127.0.0.1:PORT. PUBLIC_URL must be http://127.0.0.1:PORT, the Origin the benchmark's client sends.
//
//   DATA_DIR=… PORT=… PUBLIC_URL=… [DATABASE_URL=…] node --import tsx scripts/bench/upload-app.ts
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { createLocalStorage } from '../../src/server/lib/storage/local-storage';
import { closeOnSignals } from './close-on-signals';

const config = loadConfig({
  DATA_DIR: process.env.DATA_DIR,
  PORT: process.env.PORT,
  PUBLIC_URL: process.env.PUBLIC_URL,
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await database.migrate();
const app = await buildApp(config, {
  database,
  storage: createLocalStorage(path.join(config.dataDir, 'storage')),
  logger: false,
  jobPollMs: 0,
  uploadLimits: {
    perUser: 100_000,
    pendingPerUser: 100_000,
    openPerUser: 100_000,
    openBytesPerUser: Number.MAX_SAFE_INTEGER,
  },
});
await app.listen({ port: config.port, host: '127.0.0.1' });

closeOnSignals(app, database);
