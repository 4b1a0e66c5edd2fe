// The search endpoint's throughput against a bare node:http + pg server sending the same SQL
// (bare-search-server.mjs), measured in turns with autocannon at 10 connections.
import path from 'node:path';
import { checkSameAnswers } from './api-servers.mjs';
import { compare } from './load.mjs';
import { timed } from './harness.mjs';
import { freePort, startServer } from './processes.mjs';

const LOOPBACK = '127.0.0.1';

/**
 * Starts the bare server for `queries` on the database at `url` (into `started`), checks it
 * answers as the app at `app.origin` does, then measures both; their figures by name.
 */
export async function compareWithBare({ url, app, queries, started, seconds = 20 }) {
  const port = await freePort();
  const bare = await timed('started the bare search server (with the SQL the app sends)', () =>
    startServer({
      name: 'bare-search',
      args: [path.join(import.meta.dirname, 'bare-search-server.mjs')],
      env: {
        DATABASE_URL: url,
        HOST: LOOPBACK,
        PORT: String(port),
        POOL_SIZE: '10',
        QUERIES: JSON.stringify(queries),
      },
      readyUrl: `http://${LOOPBACK}:${port}/api/health`,
      timeoutMs: 60_000,
    }),
  );
  started.push(bare);
  const origins = { ours: app.origin, bare: `http://${LOOPBACK}:${port}` };
  const paths = queries.map((query) => `/api/search?${query}`);
  await checkSameAnswers(origins, [{ paths }]);
  return timed(`measured both, ${seconds} s each in turns`, () =>
    compare({
      origins,
      pids: { ours: app.pid, bare: bare.pid },
      paths,
      connections: 10,
      duration: seconds,
      warmup: 3,
      rounds: 4,
    }),
  );
}
