// `npm run bench`: the listings API under load, the app against a bare node:http + pg server
// running the same SQL on the same database. Seeds a fresh PostgreSQL database, measures with
// autocannon, prints a table and the deep page's plan, stops everything it started and drops the
// database (unless --keep).
//
//   npm run bench -- [--keep] [--no-build] [--connections=10] [--duration=10] [--warmup=2]
//                    [--rounds=10] [--listings=100000] [--owners=300] [--depth=40000]
//
// Each server gets `duration` seconds per endpoint, cut into `rounds` slices taken in turn with
// the other server's, so that other work on the machine weighs on both alike. Besides req/s and
// latency it reports each server process's CPU time per request, the steadier figure on a busy
// machine. The servers are the built app (npm run build:server; --no-build skips it) and
// bare-server.mjs; both answer on 127.0.0.1 only, and the run checks they return the same bytes.
//
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { SQL } from './bare-server.mjs';
import {
  benchTargets,
  createBenchDatabase,
  DEFAULT_ADMIN_URL,
  dropBenchDatabase,
  explain,
  seedBenchDatabase,
} from './database.mjs';
import { compare } from './load.mjs';
import { freePort, startServer } from './processes.mjs';
import { boundRun, printChecks, step, timed } from './harness.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values: opts } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '10' },
    listings: { type: 'string', default: '100000' },
    owners: { type: 'string', default: '300' },
    depth: { type: 'string', default: '40000' },
  },
});
const connections = Number(opts.connections);
const duration = Number(opts.duration);
const warmup = Number(opts.warmup);
const rounds = Number(opts.rounds);
/** The app's pool: openDatabase's default, which main.ts keeps. The bare server gets the same. */
const poolSize = 10;
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const dbName = 'homestead_bench';
const LOOPBACK = '127.0.0.1';

if (!['localhost', '127.0.0.1', '[::1]'].includes(new URL(adminUrl).hostname)) {
  console.error('The benchmark runs against a PostgreSQL server on this machine only.');
  process.exit(1);
}

const started = [];
let tempDir;
let databaseCreated = false;

async function cleanup() {
  for (const server of started.splice(0)) await server.stop().catch(() => {});
  if (tempDir) await rm(tempDir, { recursive: true, force: true }).catch(() => {});
  if (databaseCreated && !opts.keep) {
    await dropBenchDatabase(adminUrl, dbName).catch((error) =>
      console.error(`Could not drop ${dbName}: ${error.message}`),
    );
  }
}

// The whole run stays bounded: seeding, two servers, 3 endpoints × 2 servers × (warmup+duration).
const budgetMs = (120 + 6 * (warmup + duration) * 1.5) * 1000;
const watchdog = boundRun({ budgetMs, cleanup });

const encodeCursor = ({ createdAt, id }) =>
  Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');

async function fetchText(url) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  if (!opts['no-build']) {
    await timed('built the server (npm run build:server)', async () => {
      const result = spawnSync('npm', ['run', '--silent', 'build:server'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('npm run build:server failed');
    });
  }

  const url = await timed(`created and migrated database ${dbName}`, async () => {
    databaseCreated = true;
    return createBenchDatabase(adminUrl, dbName);
  });
  const counts = await timed(
    `seeded ${opts.listings} listings by ${opts.owners} owners, then VACUUM ANALYZE`,
    () => seedBenchDatabase(url, { listings: Number(opts.listings), owners: Number(opts.owners) }),
  );
  step(`${counts.listings} listings: ${counts.rent} for rent, ${counts.offers} offers`);
  const targets = await benchTargets(url, { depth: Number(opts.depth), detailIds: 1000 });

  // The bare server must run exactly what the app's repository runs.
  const { captureListingsSql } = await tsImport('./app-sql.ts', import.meta.url);
  const appSql = await captureListingsSql(url, {
    cursor: targets.deepCursorRow,
    id: targets.detailIds[0],
  });
  for (const key of Object.keys(SQL)) {
    if (appSql[key] !== SQL[key]) {
      throw new Error(`The bare server's ${key} SQL differs from the app's:\n${appSql[key]}`);
    }
  }
  step('the bare server runs the same SQL as the app (captured from its query log)');

  tempDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const app = await timed('started the app (node dist/server/main.js)', () =>
    startServer({
      name: 'app',
      args: ['dist/server/main.js'],
      cwd: root,
      env: {
        DATABASE_URL: url,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        HOST: LOOPBACK,
        PORT: String(appPort),
        PUBLIC_URL: `http://${LOOPBACK}:${appPort}`,
        DATA_DIR: tempDir,
        NODE_ENV: 'production',
      },
      readyUrl: `http://${LOOPBACK}:${appPort}/api/health`,
    }),
  );
  started.push(app);
  const bare = await timed('started the bare server', () =>
    startServer({
      name: 'bare',
      args: [path.join(import.meta.dirname, 'bare-server.mjs')],
      cwd: root,
      env: {
        DATABASE_URL: url,
        HOST: LOOPBACK,
        PORT: String(barePort),
        POOL_SIZE: String(poolSize),
        NODE_ENV: 'production',
      },
      readyUrl: `http://${LOOPBACK}:${barePort}/api/health`,
    }),
  );
  started.push(bare);

  const deepCursor = encodeCursor(targets.deepCursorRow);
  const endpoints = [
    { name: 'category first page', paths: ['/api/listings?type=rent&limit=10'] },
    {
      name: `Load More page ${opts.depth} rows deep`,
      paths: [`/api/listings?type=rent&limit=2&cursor=${deepCursor}`],
    },
    {
      name: `detail (${targets.detailIds.length} ids in turn)`,
      paths: targets.detailIds.map((id) => `/api/listings/${id}`),
    },
  ];
  const pids = { ours: app.pid, bare: bare.pid };
  const origins = {
    ours: `http://${LOOPBACK}:${appPort}`,
    bare: `http://${LOOPBACK}:${barePort}`,
  };

  // Same answers, byte for byte, before measuring anything.
  for (const endpoint of endpoints) {
    for (const p of endpoint.paths.slice(0, 20)) {
      const ours = await fetchText(origins.ours + p);
      const theirs = await fetchText(origins.bare + p);
      if (ours.status !== 200 || ours.status !== theirs.status || ours.text !== theirs.text) {
        throw new Error(
          `${p}: the app and the bare server answer differently\n` +
            `app ${ours.status}: ${ours.text.slice(0, 300)}\nbare ${theirs.status}: ${theirs.text.slice(0, 300)}`,
        );
      }
    }
  }
  const deepPage = JSON.parse((await fetchText(origins.ours + endpoints[1].paths[0])).text);
  const deepIds = deepPage.items.map((item) => item.id);
  if (JSON.stringify(deepIds) !== JSON.stringify(targets.deepPageIds)) {
    throw new Error(`The deep page returned ${deepIds}, expected ${targets.deepPageIds}`);
  }
  step('both servers return identical bodies; the deep page holds the expected rows');

  const firstPlan = await explain(url, SQL.firstPage, ['rent', 11]);
  // The first page with the deep page's size: what the deep page should cost.
  const firstSmallPlan = await explain(url, SQL.firstPage, ['rent', 3]);
  const deepPlan = await explain(url, SQL.nextPage, [
    'rent',
    targets.deepCursorRow.createdAt,
    targets.deepCursorRow.id,
    3,
  ]);
  // Keyset paging: the planner walks a (…, created_at, id) index backwards and stops after
  // limit + 1 rows, without sorting; the deep page reads no more pages than the first.
  const backwards = (plan) =>
    /Index Scan Backward using listings_\w+/.test(plan.join('\n')) &&
    !plan.some((line) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(line));
  const buffersOf = (plan) => {
    const match = plan.join('\n').match(/Buffers: shared (?:hit=(\d+))?\s*(?:read=(\d+))?/);
    return Number(match?.[1] ?? 0) + Number(match?.[2] ?? 0);
  };
  const timeOf = (plan) => plan.join('\n').match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '?';
  const indexOf = (plan) =>
    plan.join('\n').match(/Index Scan Backward using (\w+)/)?.[1] ?? 'no index';

  const rows = [
    [
      'endpoint',
      'ours req/s',
      'p50 ms',
      'p99 ms',
      'bare req/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      'CPU µs/req ours',
      'bare',
      'CPU ratio',
    ],
  ];
  const results = [];
  const loadBefore = os.loadavg()[0];
  for (const endpoint of endpoints) {
    const figures = await timed(`measured ${endpoint.name}`, () =>
      compare({ origins, pids, paths: endpoint.paths, connections, duration, warmup, rounds }),
    );
    const ratio = figures.ours.rps / figures.bare.rps;
    results.push({ endpoint: endpoint.name, ...figures, ratio });
    rows.push([
      endpoint.name,
      figures.ours.rps.toFixed(0),
      figures.ours.p50.toFixed(1),
      figures.ours.p99.toFixed(1),
      figures.bare.rps.toFixed(0),
      figures.bare.p50.toFixed(1),
      figures.bare.p99.toFixed(1),
      `${(ratio * 100).toFixed(0)}%`,
      figures.ours.cpuPerRequest?.toFixed(0) ?? '-',
      figures.bare.cpuPerRequest?.toFixed(0) ?? '-',
      figures.ours.cpuPerRequest
        ? `${((figures.bare.cpuPerRequest / figures.ours.cpuPerRequest) * 100).toFixed(0)}%`
        : '-',
    ]);
  }

  const loadAfter = os.loadavg()[0];
  console.log(
    `\nautocannon: ${connections} connections; per endpoint and server a ${warmup} s warm-up, ` +
      `then ${duration} s in ${rounds} alternating slices; pool size ${poolSize} on both servers; ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after ` +
      `(${os.cpus().length} cores)\n`,
  );
  console.log(table(rows));
  console.log(
    "\nratio: our req/s over bare req/s. CPU µs/req: each server process's own CPU time per " +
      'request (user + system); CPU ratio: bare over ours. On a machine busy with other work the ' +
      'CPU figures are the steadier comparison.',
  );
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the deep Load More page:\n');
  console.log(deepPlan.map((l) => `    ${l}`).join('\n'));
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the category first page:\n');
  console.log(firstPlan.map((l) => `    ${l}`).join('\n'));

  const checks = [
    ...results.map((r) => [
      `ours ≥ 60% of bare on ${r.endpoint}`,
      r.ratio >= 0.6,
      `${(r.ratio * 100).toFixed(0)}%`,
    ]),
    [
      'the deep page scans an index backwards, without a sort',
      backwards(deepPlan),
      indexOf(deepPlan),
    ],
    [
      'the first page scans an index backwards, without a sort',
      backwards(firstPlan),
      indexOf(firstPlan),
    ],
    [
      'the deep page reads no more buffers than a first page of the same size',
      buffersOf(deepPlan) <= buffersOf(firstSmallPlan),
      `${buffersOf(deepPlan)} buffers in ${timeOf(deepPlan)} ms vs ` +
        `${buffersOf(firstSmallPlan)} buffers in ${timeOf(firstSmallPlan)} ms`,
    ],
  ];
  return printChecks(checks);
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
if (!ok) process.exitCode = 1;
if (opts.keep) console.log(`\nKept database ${dbName}.`);
