// The app for the page benchmark (pages.mjs): the server as main.ts starts it, on the PostgreSQL
// database at DATABASE_URL, local storage in DATA_DIR, listening on 127.0.0.1:PORT. With SHELL=1
// the renderer finds no server build and sends every page as the bare shell the browser fills, as
// before server rendering; with DEMO_DATA=true it loads the demo listings first.
//
//   DATABASE_URL=… DATA_DIR=… PORT=… PUBLIC_URL=… [SHELL=1] node --import tsx scripts/bench/pages-app.ts
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { createLocalStorage } from '../../src/server/lib/storage/local-storage';
import { startServer } from '../../src/server/start-server';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
await startServer(config, {
  storage: createLocalStorage(path.join(config.dataDir, 'storage')),
  logger: false,
  jobPollMs: 0,
  host: '127.0.0.1',
  ...(process.env.SHELL === '1' && { ssrDir: path.join(config.dataDir, 'no-server-build') }),
});
