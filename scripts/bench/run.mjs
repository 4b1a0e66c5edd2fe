// `npm run bench`: the listings API under load, the app against a bare node:http + pg server
// running the app's SQL on the same database. Seeds a fresh PostgreSQL database, checks that both
// servers answer with the same bytes, measures with autocannon, prints a table and the deep
// page's plan, stops everything it started and drops the database (unless --keep).
//
//   npm run bench -- [--quick] [--keep] [--no-build] [--connections=10] [--duration=10]
//                    [--warmup=2] [--rounds=10] [--processes=2] [--listings=100000] [--owners=300]
//                    [--depth=40000]
//
// Each server gets `duration` seconds per endpoint, cut into `rounds` slices taken in turn with
// the other server's, so that other work on the machine weighs on both alike. Each server runs
// as `processes` processes, started app, bare, bare, app: the slices go to the processes of one
// place in turn, so neither side's figure rests on one process's luck or on being started first
// (api-servers.mjs). The load comes from a process of its own on one CPU, every server's thread
// on another (load-process.mjs). Besides req/s and latency it reports each server process's CPU
// time per request, the steadier figure on a busy machine. The servers are the built app (npm
// run build:server; --no-build skips it) and bare-server.mjs; both answer on 127.0.0.1 only.
//
// --quick (what `npm test` runs, well under a minute): 2,000 listings in a database of its own
// name, the same equivalence and plan checks, one one-second round per endpoint and server. Its
// figures are no measurement, so it does not check the throughput ratio; it proves that the
// benchmark still runs and that the bare server still answers as the app does.
//
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { VALUES } from './bare-server.mjs';
import {
  benchResources,
  benchTargets,
  createBenchDatabase,
  DEFAULT_ADMIN_URL,
  explain,
  planFacts,
  seedBenchDatabase,
} from './database.mjs';
import { checkSameAnswers, fetchText, startServers } from './api-servers.mjs';
import { compare } from './load.mjs';
import { pinApart, startLoadProcess } from './load-process.mjs';
import { buildServer, printChecks, runBench, step, table, timed } from './harness.mjs';

/**
 * Our throughput at least this share of the bare server's on each endpoint (the full run only):
 * what a request costs the app beyond its SQL and its JSON, held where it was before the
 * per-request features (request id, metrics, Server-Timing, input hygiene).
 */
const TARGET_RATIO = 0.8;
const FULL = { listings: 100_000, owners: 300, depth: 40_000, detailIds: 1000 };
const FULL_LOAD = { connections: 10, duration: 10, warmup: 2, rounds: 10, processes: 2 };
const QUICK = { listings: 2000, owners: 20, depth: 1000, detailIds: 200 };
const QUICK_LOAD = { connections: 10, duration: 1, warmup: 0, rounds: 1, processes: 1 };
const numbers = [...Object.keys(FULL), ...Object.keys(FULL_LOAD)].filter((k) => k !== 'detailIds');
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    ...Object.fromEntries(numbers.map((name) => [name, { type: 'string' }])),
  },
});
const defaults = args.quick ? { ...QUICK, ...QUICK_LOAD } : { ...FULL, ...FULL_LOAD };
const opts = { ...defaults };
for (const name of numbers) if (args[name] !== undefined) opts[name] = Number(args[name]);
const { connections, duration, warmup, rounds } = opts;

/** The app's pool: openDatabase's default, which main.ts keeps. The bare server gets the same. */
const poolSize = 10;
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
// The quick run may share a server with test runs and other checkouts: a name of its own.
const dbName = args.quick ? `homestead_bench_quick_${process.pid}` : 'homestead_bench';

// Figures are only worth reading with the database on this machine; the quick run has none.
if (!args.quick && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(adminUrl).hostname)) {
  console.error('The benchmark runs against a PostgreSQL server on this machine only.');
  process.exit(1);
}

// `run` holds what the run started, for `cleanup` to undo.
const run = benchResources({ adminUrl, dbName, keep: args.keep });
const { started, cleanup } = run;

function resultRow(name, figures) {
  const { ours, bare } = figures;
  const fixed = (value, digits) => value?.toFixed(digits) ?? '-';
  return [
    name,
    ...[ours, bare].flatMap((f) => [fixed(f.rps, 0), fixed(f.p50, 1), fixed(f.p99, 1)]),
    `${((ours.rps / bare.rps) * 100).toFixed(0)}%`,
    fixed(ours.cpuPerRequest, 0),
    fixed(bare.cpuPerRequest, 0),
    ours.cpuPerRequest ? `${((bare.cpuPerRequest / ours.cpuPerRequest) * 100).toFixed(0)}%` : '-',
  ];
}

async function main() {
  if (!args['no-build']) await buildServer();

  const url = await timed(`created and migrated database ${dbName}`, async () => {
    run.databaseCreated = true;
    return createBenchDatabase(adminUrl, dbName);
  });
  const counts = await timed(
    `seeded ${opts.listings} listings by ${opts.owners} owners, then VACUUM ANALYZE`,
    () => seedBenchDatabase(url, opts),
  );
  step(`${counts.listings} listings: ${counts.rent} for rent, ${counts.offers} offers`);
  const targets = await benchTargets(url, opts);
  const { captureListingsSql, encodeCursor } = await tsImport('./app-listings.ts', import.meta.url);
  const sql = await captureListingsSql(url);
  run.tempDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-'));
  const { pids, origins } = await startServers({
    url,
    dataDir: run.tempDir,
    poolSize,
    started,
    processes: args.quick ? 1 : opts.processes,
  });
  const firstOrigin = { ours: origins.ours[0], bare: origins.bare[0] };
  // The load from a process of its own; with two CPUs or more, on one CPU and every server's
  // thread on another, so that the load's own work weighs on neither side (load-process.mjs).
  const loader = startLoadProcess();
  started.push(loader);
  step(pinApart({ servers: [...pids.ours, ...pids.bare], loads: [loader.pid] }));

  const endpoints = [
    { name: 'category first page', paths: ['/api/listings?type=rent&limit=10'] },
    {
      name: `Load More page ${opts.depth} rows deep`,
      paths: [`/api/listings?type=rent&limit=2&cursor=${encodeCursor(targets.deepCursorRow)}`],
    },
    {
      name: `detail (${targets.detailIds.length} ids in turn)`,
      paths: targets.detailIds.map((id) => `/api/listings/${id}`),
    },
  ];
  for (const index of origins.ours.keys()) {
    await checkSameAnswers({ ours: origins.ours[index], bare: origins.bare[index] }, endpoints);
  }
  const deepPage = JSON.parse((await fetchText(firstOrigin.ours + endpoints[1].paths[0])).text);
  const deepIds = deepPage.items.map((item) => item.id);
  if (JSON.stringify(deepIds) !== JSON.stringify(targets.deepPageIds)) {
    throw new Error(`The deep page returned ${deepIds}, expected ${targets.deepPageIds}`);
  }
  step('both servers return identical bodies; the deep page holds the expected rows');

  const firstPlan = await explain(
    url,
    sql.firstPage.text,
    VALUES.firstPage({ type: 'rent', limit: 11 }),
  );
  // The first page with the deep page's size: what the deep page should cost.
  const firstSmallPlan = await explain(
    url,
    sql.firstPage.text,
    VALUES.firstPage({ type: 'rent', limit: 3 }),
  );
  const deepPlan = await explain(
    url,
    sql.nextPage.text,
    VALUES.nextPage({ type: 'rent', after: targets.deepCursorRow, limit: 3 }),
  );
  const [first, firstSmall, deep] = [firstPlan, firstSmallPlan, deepPlan].map(planFacts);

  const rows = [
    [
      'endpoint',
      ...['ours req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'p50 ms', 'p99 ms', 'ratio'],
      ...['CPU µs/req ours', 'bare', 'CPU ratio'],
    ],
  ];
  const results = [];
  const loadBefore = os.loadavg()[0];
  for (const endpoint of endpoints) {
    const figures = await timed(`measured ${endpoint.name}`, () =>
      compare({
        origins,
        pids,
        paths: endpoint.paths,
        connections,
        duration,
        warmup,
        rounds,
        load: loader.run,
      }),
    );
    results.push({ endpoint: endpoint.name, ratio: figures.ours.rps / figures.bare.rps });
    rows.push(resultRow(endpoint.name, figures));
  }
  const loadAfter = os.loadavg()[0];

  console.log(
    `\n${args.quick ? 'QUICK RUN (figures of one short round, not a measurement). ' : ''}` +
      `autocannon: ${connections} connections; per endpoint and server a ${warmup} s warm-up, ` +
      `then ${duration} s in ${rounds} alternating slices; ${origins.ours.length} processes ` +
      `each; pool size ${poolSize} on each process; ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after ` +
      `(${os.cpus().length} cores)\n`,
  );
  console.log(table(rows));
  console.log(
    "\nratio: our req/s over bare req/s. CPU µs/req: each server process's own CPU time per " +
      'request (user + system); CPU ratio: bare over ours. On a machine busy with other work the ' +
      'CPU figures are the steadier comparison.',
  );
  for (const [title, plan] of [
    ['the deep Load More page', deepPlan],
    ['the category first page', firstPlan],
  ]) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${title}:\n`);
    console.log(plan.map((l) => `    ${l}`).join('\n'));
  }

  const ratioChecks = results.map((r) => [
    `ours ≥ ${TARGET_RATIO * 100}% of bare on ${r.endpoint}`,
    r.ratio >= TARGET_RATIO,
    `${(r.ratio * 100).toFixed(0)}%`,
  ]);
  return printChecks([
    ...(args.quick ? [] : ratioChecks),
    ['both servers answer with the same bytes', true],
    [
      'the deep page scans an index backwards, without a sort',
      deep.backwardsWithoutSort,
      deep.index,
    ],
    [
      'the first page scans an index backwards, without a sort',
      first.backwardsWithoutSort,
      first.index,
    ],
    [
      // Its rows may straddle one heap page more than the first page's: one buffer of leeway.
      'the deep page reads at most one buffer more than a first page of the same size',
      deep.buffers <= firstSmall.buffers + 1,
      `${deep.buffers} buffers in ${deep.ms} ms vs ${firstSmall.buffers} buffers in ${firstSmall.ms} ms`,
    ],
  ]);
}

// The whole run stays bounded: seeding, two servers, 3 endpoints × 2 servers × (warmup+duration).
const budgetMs = ((args.quick ? 90 : 120) + 6 * (warmup + duration) * 1.5) * 1000;
await runBench({ budgetMs, cleanup, main });
if (args.keep) console.log(`\nKept database ${dbName}.`);
