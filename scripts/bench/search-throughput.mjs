// The search endpoint's throughput against a bare node:http + pg server sending the same SQL
// (bare-search-server.mjs), measured in turns with autocannon at 10 connections. Two bare
// servers: one sending the statements as the app does (unnamed: planned with each search's
// values), which the target compares with, and one naming them (PostgreSQL may then reuse a
// generic plan), to show what planning costs.
import path from 'node:path';
import { checkSameAnswers } from './api-servers.mjs';
import { compare } from './load.mjs';
import { timed } from './harness.mjs';
import { freePort, startServer } from './processes.mjs';

const LOOPBACK = '127.0.0.1';

async function startBare({ url, queries, named }) {
  const port = await freePort();
  const server = await timed(
    `started the bare search server${named ? ' with named statements' : ''}`,
    () =>
      startServer({
        name: named ? 'bare-search-named' : 'bare-search',
        args: [path.join(import.meta.dirname, 'bare-search-server.mjs')],
        env: {
          DATABASE_URL: url,
          HOST: LOOPBACK,
          PORT: String(port),
          POOL_SIZE: '10',
          QUERIES: JSON.stringify(queries),
          NAMED: named ? '1' : '0',
        },
        readyUrl: `http://${LOOPBACK}:${port}/api/health`,
        timeoutMs: 60_000,
      }),
  );
  return { server, origin: `http://${LOOPBACK}:${port}` };
}

/**
 * Starts the bare servers for `queries` on the database at `url` (into `started`), checks they
 * answer as the app at `app.origin` does, then measures all three; their figures by name
 * (`ours`, `bare`, `bareNamed`).
 */
export async function compareWithBare({ url, app, queries, started, seconds = 20 }) {
  const bare = await startBare({ url, queries, named: false });
  started.push(bare.server);
  const bareNamed = await startBare({ url, queries, named: true });
  started.push(bareNamed.server);
  const origins = { ours: app.origin, bare: bare.origin, bareNamed: bareNamed.origin };
  const paths = queries.map((query) => `/api/search?${query}`);
  for (const other of [bare, bareNamed]) {
    await checkSameAnswers({ ours: app.origin, bare: other.origin }, [{ paths }]);
  }
  return timed(`measured the three, ${seconds} s each in turns`, () =>
    compare({
      origins,
      pids: { ours: app.pid, bare: bare.server.pid, bareNamed: bareNamed.server.pid },
      paths,
      connections: 10,
      duration: seconds,
      warmup: 3,
      rounds: 4,
    }),
  );
}
