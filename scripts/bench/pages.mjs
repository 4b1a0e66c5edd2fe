// `npm run bench:pages`: what server rendering costs. The same app twice on one PostgreSQL
// database with the demo listings: once rendering pages on the server, once sending every page
// as the bare shell the browser fills (as before server rendering). A category page and a
// detail page are measured on both with autocannon, brotli accepted as a browser does: req/s,
// p50/p99 latency, the server process's CPU per request, and bytes on the wire per page.
//
//   npm run bench:pages -- [--no-build] [--connections=10] [--duration=10] [--warmup=2]
//                          [--rounds=5]
//
// Each server gets `duration` seconds per page, cut into `rounds` slices taken in turn with the
// other's. BENCH_DATABASE_URL selects the PostgreSQL server (a database of its own is created and
// dropped). Both apps answer on 127.0.0.1 only.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { createBenchDatabase, DEFAULT_ADMIN_URL, dropBenchDatabase } from './database.mjs';
import { detailPath } from './demo-app.mjs';
import { printChecks, runBench, step, table, timed } from './harness.mjs';
import { compare } from './load.mjs';
import { freePort, startServer } from './processes.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '5' },
  },
});
const connections = Number(opts.connections);
const duration = Number(opts.duration);
const warmup = Number(opts.warmup);
const rounds = Number(opts.rounds);
const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const DATABASE = 'homestead_bench_pages';
const LOOPBACK = '127.0.0.1';
/** What a browser sends for a page. */
const HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

const started = [];
let dataDir;
let databaseCreated = false;

async function cleanup() {
  for (const server of started.splice(0)) await server.stop().catch(() => {});
  if (databaseCreated) await dropBenchDatabase(adminUrl, DATABASE).catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => {});
}

async function startApp(name, url, env) {
  const port = await freePort();
  const origin = `http://${LOOPBACK}:${port}`;
  const server = await startServer({
    name,
    args: ['--import', 'tsx', path.join(import.meta.dirname, 'pages-app.ts')],
    env: { DATABASE_URL: url, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin, ...env },
    readyUrl: `${origin}/api/health/ready`,
    timeoutMs: 180_000,
  });
  started.push(server);
  return { origin, pid: server.pid };
}

/** The page as the load generator gets it: status, encoding, bytes on the wire, and its text. */
function page(origin, pagePath) {
  return new Promise((resolve, reject) => {
    http
      .get(origin + pagePath, { headers: HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          resolve({
            status: response.statusCode,
            encoding,
            wire: body.length,
            text: (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8'),
          });
        });
      })
      .on('error', reject);
  });
}

async function main() {
  if (!opts['no-build']) {
    const build = spawnSync('npm', ['run', '--silent', 'build:client'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:client failed');
  }
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-pages-'));
  const url = await timed(`created the database ${DATABASE}`, () =>
    createBenchDatabase(adminUrl, DATABASE),
  );
  databaseCreated = true;
  const rendered = await timed('started the app rendering pages, with the demo data', () =>
    startApp('rendered', url, { DEMO_DATA: 'true' }),
  );
  const shell = await timed('started the app sending the shell', () =>
    startApp('shell', url, { DEMO_DATA: 'false', SHELL: '1' }),
  );
  const detail = await detailPath(rendered.origin);
  const listing = await (
    await fetch(`${rendered.origin}/api/listings/${detail.split('/').at(-1)}`)
  ).json();
  const pages = [
    { label: 'category /category/rent', path: '/category/rent' },
    { label: 'detail', path: detail },
  ];

  const samples = {};
  for (const { path: pagePath } of pages) {
    samples[pagePath] = {
      rendered: await page(rendered.origin, pagePath),
      shell: await page(shell.origin, pagePath),
    };
  }

  const results = {};
  for (const { label, path: pagePath } of pages) {
    results[pagePath] = await timed(
      `${label}: ${warmup} s warm-up each, then ${duration} s each in ${rounds} alternating slices`,
      () =>
        compare({
          origins: { rendered: rendered.origin, shell: shell.origin },
          pids: { rendered: rendered.pid, shell: shell.pid },
          paths: [pagePath],
          connections,
          duration,
          warmup,
          rounds,
          headers: HEADERS,
        }),
    );
  }

  console.log(
    `\nPages at ${connections} connections, brotli accepted; ${os.cpus().length} cores, ` +
      `Node ${process.versions.node}, PostgreSQL server\n`,
  );
  const rows = [['page', 'server', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'bytes on the wire']];
  for (const { label, path: pagePath } of pages) {
    for (const kind of ['rendered', 'shell']) {
      const r = results[pagePath][kind];
      rows.push([
        label,
        kind,
        r.rps.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.cpuPerRequest === null ? '-' : r.cpuPerRequest.toFixed(0),
        samples[pagePath][kind].wire.toLocaleString('en-US'),
      ]);
    }
  }
  console.log(table(rows));
  for (const { label, path: pagePath } of pages) {
    const r = results[pagePath];
    step(
      `${label}: rendering costs ${(r.rendered.cpuPerRequest / r.shell.cpuPerRequest).toFixed(1)}× ` +
        `the shell's CPU per request; ${((r.rendered.rps / r.shell.rps) * 100).toFixed(0)}% of its req/s`,
    );
  }

  const sampled = pages.map(({ path: p }) => samples[p]);
  return printChecks([
    [
      'every page answers 200; the rendered ones brotli-compressed (the shell is under 1 KB)',
      sampled.every(
        (s) => s.rendered.status === 200 && s.rendered.encoding === 'br' && s.shell.status === 200,
      ),
    ],
    [
      'the rendered detail page holds the listing; the shell holds none',
      samples[detail].rendered.text.includes(listing.name) &&
        !samples[detail].shell.text.includes(listing.name),
      listing.name,
    ],
    [
      'every load run had only 2xx answers and no errors',
      pages.every(
        ({ path: p }) => results[p].rendered.requests > 0 && results[p].shell.requests > 0,
      ),
    ],
  ]);
}

await runBench({
  budgetMs: (240 + (warmup + duration) * 2 * 2 * 2) * 1000,
  cleanup,
  main,
});
