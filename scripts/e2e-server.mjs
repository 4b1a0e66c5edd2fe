// Runs the built server for the end-to-end tests: a fresh data directory (embedded PostgreSQL,
// demo data, local image storage) made for this run and removed when the server stops. Map tiles
// point at a local port that serves nothing: the tests run without network.
//
// Usage: node scripts/e2e-server.mjs   (E2E_PORT, default 3210; E2E_CLUSTER=1 for two instances
// behind nginx; E2E_DEMO_DATA=false, E2E_PUBLISH_REQUIRES_VERIFIED_EMAIL=true for the app that
// asks owners to verify their e-mail address before publishing)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIFTED_LIMITS, spawnApp } from './spawn-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist', 'server', 'main.js');
const port = process.env.E2E_PORT || '3210';

if (!existsSync(entry) || !existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
  console.error('The app is not built: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homestead-e2e-'));
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

// The app's settings for the journeys; empty values mean "the default" to the server and keep a
// developer's .env from applying.
const appSettings = {
  // The second app of the journeys (verified e-mail to publish) starts empty and fast.
  DEMO_DATA: process.env.E2E_DEMO_DATA || 'true',
  PUBLISH_REQUIRES_VERIFIED_EMAIL: process.env.E2E_PUBLISH_REQUIRES_VERIFIED_EMAIL || 'false',
  // The account journeys' mail capture (playwright.config.ts); the outbox folder otherwise.
  SMTP_URL: process.env.E2E_SMTP_URL || '',
  OIDC_ISSUER: process.env.OIDC_ISSUER || '',
  OIDC_CLIENT_ID: process.env.OIDC_CLIENT_ID || '',
  OIDC_CLIENT_SECRET: process.env.OIDC_CLIENT_SECRET || '',
  AUTH_SECRET: process.env.AUTH_SECRET || '',
  // The moderators' journeys' account (e2e/support/accounts.ts).
  ADMIN_EMAILS: process.env.E2E_ADMIN_EMAILS || '',
  GEOCODER: 'offline',
  GEOCODING_ENABLED: 'true',
  // Every test signs its own users up, searches and saves from one address; the limits themselves
  // are tested in the API.
  ...LIFTED_LIMITS,
  AUTH_RATE_LIMIT: '1000',
  MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
  MAP_ATTRIBUTION: 'Test tiles',
  // Alerts go out within seconds of publishing, not the default half minute.
  JOBS_POLL_S: '2',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
};
// spawnApp runs it as `npm start` does (production mode, the allocator settings).
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  STORAGE_DRIVER: 'local',
  REDIS_URL: '',
  ...appSettings,
};

// E2E_CLUSTER=1: the same site on two instances behind nginx, on PostgreSQL, an S3-compatible
// store and Redis (src/server/test/cluster/serve.ts), for the journeys through a balancer.
const cluster = /^(1|true|yes)$/i.test(process.env.E2E_CLUSTER ?? '');
const server = await spawnApp(
  cluster
    ? {
        name: 'cluster',
        args: ['--import', 'tsx', 'src/server/test/cluster/serve.ts'],
        env: { ...process.env, E2E_PORT: port, E2E_APP_ENV: JSON.stringify(appSettings) },
        stdio: 'inherit',
      }
    : { args: [entry], env, stdio: 'inherit' },
);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.signal(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGHUP', () => stop('SIGTERM'));

server.exited.then(({ code, signal }) => {
  removeDataDir();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
