// The app for the page benchmark (pages.mjs): buildApp on the PostgreSQL database at
// DATABASE_URL, local storage in DATA_DIR, listening on 127.0.0.1:PORT. With SHELL=1 the
// renderer finds no server build and sends every page as the bare shell the browser fills, as
// before server rendering; with DEMO_DATA=true it loads the demo listings first.
//
//   DATABASE_URL=… DATA_DIR=… PORT=… PUBLIC_URL=… [SHELL=1] node --import tsx scripts/bench/pages-app.ts
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/demo/seed';
import { createLocalStorage } from '../../src/server/lib/storage/local-storage';
import { closeOnSignals } from './close-on-signals';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: config.databaseUrl });
await database.migrate();
const storage = createLocalStorage(path.join(config.dataDir, 'storage'));
const app = await buildApp(config, {
  database,
  storage,
  logger: false,
  jobPollMs: 0,
  ...(process.env.SHELL === '1' && { ssrDir: path.join(config.dataDir, 'no-server-build') }),
});
if (config.demoData) await seedDemoData({ db: database.db, storage, log: app.log });
await app.listen({ port: config.port, host: '127.0.0.1' });

closeOnSignals(app, database);
