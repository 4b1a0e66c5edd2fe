// Runs the built server for the end-to-end tests: a fresh data directory (embedded PostgreSQL,
// demo data, local image storage) made for this run and removed when the server stops. Map tiles
// point at a local port that serves nothing: the tests run without network.
//
// Usage: node scripts/e2e-server.mjs   (E2E_PORT, default 3210)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist', 'server', 'main.js');
const port = process.env.E2E_PORT || '3210';

if (!existsSync(entry) || !existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
  console.error('The app is not built: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homestead-e2e-'));
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

// Empty values mean "the default" to the server and keep a developer's .env from applying.
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_DATA: 'true',
  STORAGE_DRIVER: 'local',
  // The account journeys' mail capture (playwright.config.ts); the outbox folder otherwise.
  SMTP_URL: process.env.E2E_SMTP_URL || '',
  GEOCODER: 'offline',
  GEOCODING_ENABLED: 'true',
  REDIS_URL: '',
  // Every test signs its own users up from one address; the limit itself is tested in the API.
  AUTH_RATE_LIMIT: '1000',
  MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
  MAP_ATTRIBUTION: 'Test tiles',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
};

const server = spawn(process.execPath, [entry], { cwd: root, env, stdio: 'inherit' });

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGHUP', () => stop('SIGTERM'));

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
