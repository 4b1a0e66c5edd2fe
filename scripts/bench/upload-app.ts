// The real app for the upload benchmarks, as main.ts starts it: an in-memory PGlite database, or
// DATABASE_URL's PostgreSQL database when given, local storage in DATA_DIR, no sweep timer, the
// per-user upload limits lifted (the site's and the instance's kept), listening on
// 127.0.0.1:PORT. PUBLIC_URL must be http://127.0.0.1:PORT, the Origin the benchmark's client sends.
//
//   DATA_DIR=… PORT=… PUBLIC_URL=… [DATABASE_URL=…] node --import tsx scripts/bench/upload-app.ts
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start-server';

const config = loadConfig({
  DATA_DIR: process.env.DATA_DIR,
  PORT: process.env.PORT,
  PUBLIC_URL: process.env.PUBLIC_URL,
  DATABASE_URL: process.env.DATABASE_URL,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
});
await startServer(config, {
  databaseInMemory: true,
  logger: false,
  jobPollMs: 0,
  host: '127.0.0.1',
  uploadLimits: {
    perUser: 100_000,
    pendingPerUser: 100_000,
    openPerUser: 100_000,
    openBytesPerUser: Number.MAX_SAFE_INTEGER,
  },
});
