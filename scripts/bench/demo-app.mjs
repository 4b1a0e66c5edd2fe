// The built app as a first visitor meets it: started on a fresh data directory with the demo
// data, embedded database and local storage, and map tiles from a local server (no network).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort, startServer } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const LOOPBACK = '127.0.0.1';

/** Serves one plain 256 px PNG for every tile: the map loads as it would, offline. */
async function startTileServer() {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#e8eeec' },
  })
    .png()
    .toBuffer();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(tile);
  });
  await new Promise((resolve) => server.listen(0, LOOPBACK, resolve));
  return server;
}

/** Builds unless `build` is false; then starts the app. `stop()` ends it and removes its data. */
export async function startDemoApp({ build = true } = {}) {
  if (build) {
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-demo-'));
  const tiles = await startTileServer();
  const port = await freePort();
  const origin = `http://${LOOPBACK}:${port}`;
  let app;
  try {
    app = await startServer({
      name: 'app',
      args: ['dist/server/main.js'],
      env: {
        PORT: String(port),
        HOST: LOOPBACK,
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: 'true',
        STORAGE_DRIVER: 'local',
        REDIS_URL: '',
        SMTP_URL: '',
        MAP_TILE_URL: `http://${LOOPBACK}:${tiles.address().port}/{z}/{x}/{y}.png`,
        LOG_LEVEL: 'warn',
      },
      readyUrl: `${origin}/api/health/ready`,
      timeoutMs: 180_000,
    });
  } catch (error) {
    tiles.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    pid: app.pid,
    async stop() {
      await app.stop();
      tiles.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A listing's detail page path: the newest of `type`. */
export async function detailPath(origin, type = 'rent') {
  const response = await fetch(`${origin}/api/listings?type=${type}&limit=1`);
  const [listing] = (await response.json()).items;
  return `/category/${listing.type}/${listing.id}`;
}
