// The two servers the API benchmark compares: the built app and bare-server.mjs, both on
// 127.0.0.1, and the check that they answer alike before anything is measured.
import { mkdir } from 'node:fs/promises';
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
 * Starts `processes` instances each of the built app and of the bare server on the database at
 * `url`, on free loopback ports, the apps' data directories under `dataDir`; each goes into
 * `started` as soon as it runs. They start in the order app, bare, bare, app (and so on): the
 * first process started on this machine ran 10–15 % slower than identical later ones, and
 * identical processes differ by a few percent among themselves, so each side gets equal places
 * in the order and its figure is the sum of its processes'.
 */
export async function startServers({ url, dataDir, poolSize, started, processes = 2 }) {
  const servers = { ours: [], bare: [] };
  const startOne = async (name, index) => {
    const port = await freePort();
    const appDir = path.join(dataDir, `app-${index}`);
    if (name === 'ours') await mkdir(appDir, { recursive: true });
    const server =
      name === 'ours'
        ? await startApp({ url, dataDir: appDir, port })
        : await timed("started the bare server (with the app's SQL and mapping)", () =>
            startServer({
              name: 'bare',
              args: [path.join(import.meta.dirname, 'bare-server.mjs')],
              env: {
                DATABASE_URL: url,
                HOST: LOOPBACK,
                PORT: String(port),
                POOL_SIZE: String(poolSize),
              },
              readyUrl: `http://${LOOPBACK}:${port}/api/health`,
            }),
          );
    started.push(server);
    servers[name].push({ pid: server.pid, origin: `http://${LOOPBACK}:${port}` });
  };
  for (let i = 0; i < processes; i++) {
    for (const name of i % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours']) await startOne(name, i);
  }
  const each = (key) => ({
    ours: servers.ours.map((s) => s[key]),
    bare: servers.bare.map((s) => s[key]),
  });
  return { pids: each('pid'), origins: each('origin') };
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
