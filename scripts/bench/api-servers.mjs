// The two servers the API benchmark compares: the built app and bare-server.mjs, both on
// 127.0.0.1, and the check that they answer alike before anything is measured.
import path from 'node:path';
import { timed } from './harness.mjs';
import { freePort, startServer } from './processes.mjs';

const LOOPBACK = '127.0.0.1';

export async function fetchText(url) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** Starts the built app (no demo data, warnings only) on `port` of the loopback. */
export function startApp({ url, dataDir, port, env = {} }) {
  return timed('started the app (node dist/server/main.js)', () =>
    startServer({
      name: 'app',
      args: ['dist/server/main.js'],
      env: {
        DATABASE_URL: url,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        HOST: LOOPBACK,
        PORT: String(port),
        PUBLIC_URL: `http://${LOOPBACK}:${port}`,
        DATA_DIR: dataDir,
        ...env,
      },
      readyUrl: `http://${LOOPBACK}:${port}/api/health`,
    }),
  );
}

/**
 * Starts the built app and the bare server on the database at `url`, on free loopback ports, the
 * app's data directory in `dataDir`; each goes into `started` as soon as it runs.
 */
export async function startServers({ url, dataDir, poolSize, started }) {
  const [appPort, barePort] = [await freePort(), await freePort()];
  const app = await startApp({ url, dataDir, port: appPort });
  started.push(app);
  const bare = await timed("started the bare server (with the app's SQL and mapping)", () =>
    startServer({
      name: 'bare',
      args: [path.join(import.meta.dirname, 'bare-server.mjs')],
      env: {
        DATABASE_URL: url,
        HOST: LOOPBACK,
        PORT: String(barePort),
        POOL_SIZE: String(poolSize),
      },
      readyUrl: `http://${LOOPBACK}:${barePort}/api/health`,
    }),
  );
  started.push(bare);
  return {
    pids: { ours: app.pid, bare: bare.pid },
    origins: { ours: `http://${LOOPBACK}:${appPort}`, bare: `http://${LOOPBACK}:${barePort}` },
  };
}

/** Same answers, byte for byte, before measuring anything. */
export async function checkSameAnswers(origins, endpoints) {
  for (const endpoint of endpoints) {
    for (const p of endpoint.paths.slice(0, 20)) {
      const ours = await fetchText(origins.ours + p);
      const theirs = await fetchText(origins.bare + p);
      if (ours.status !== 200 || ours.status !== theirs.status || ours.text !== theirs.text) {
        // Show where the two bodies part, not their common beginning.
        let at = 0;
        while (at < ours.text.length && ours.text[at] === theirs.text[at]) at++;
        const near = (text) => text.slice(Math.max(0, at - 100), at + 200);
        throw new Error(
          `${p}: the app and the bare server answer differently, from character ${at}\n` +
            `app ${ours.status}: …${near(ours.text)}\nbare ${theirs.status}: …${near(theirs.text)}`,
        );
      }
    }
  }
}
