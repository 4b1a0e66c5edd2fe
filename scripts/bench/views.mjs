// `npm run bench:views`: what counting views costs (docs/decisions/0037). Builds the server,
// creates a PostgreSQL database of its own with `listings` listings, starts the built app on it
// and measures:
//   - the listing detail (GET /api/listings/{id}, 1,000 ids in turn) under autocannon alone,
//     beside 1,000 beacons a second (each from another person, as through nginx), and, to weigh
//     them against, beside as many of the app's cheapest request (GET /api/health/live), in
//     slices taken in turn, `seconds` seconds in all per side: the views may cost the detail at
//     most 10% of its throughput. Each load comes from a process of its own, pinned with the
//     other to one CPU while the app's thread has the other (load-process.mjs): driven from this
//     process's one thread, the beacons' load cut the detail's load itself;
//   - that every distinct person and listing sent is counted once, once the views are written;
//   - GET /api/listings/{id}/statistics for a listing with 365 days of views, 1,000 saves and
//     300 conversations over the year, one request at a time: p95 ≤ 50 ms.
// Prints the figures and PASS/FAIL lines, exits non-zero on a FAIL; drops the database unless
// --keep.
//
//   npm run bench:views -- [--seconds=60] [--rounds=6] [--connections=10] [--rate=1000]
//                          [--listings=20000] [--samples=300] [--no-build] [--keep]
//
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withClient } from '../pg-client.mjs';
import { startApp } from './api-servers.mjs';
import {
  benchResources,
  benchTargets,
  createBenchDatabase,
  DEFAULT_ADMIN_URL,
  seedBenchDatabase,
} from './database.mjs';
import {
  buildServer,
  median,
  percentile,
  printChecks,
  runBench,
  step,
  table,
  timed,
} from './harness.mjs';
import { summarise } from './load.mjs';
import { pinApart, startLoadProcess } from './load-process.mjs';
import { freePort } from './processes.mjs';
import { seedStatistics } from './views-seed.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1000' },
    listings: { type: 'string', default: '20000' },
    samples: { type: 'string', default: '300' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const rounds = Math.max(1, Math.min(Number(args.rounds), Math.floor(seconds / 2)));
const slice = seconds / rounds;
const connections = Number(args.connections);
const rate = Number(args.rate);
const samples = Number(args.samples);
const MAX_COST = 0.1;
const STATISTICS_P95_MS = 50;
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const dbName = 'homestead_bench_views';
const resources = benchResources({ adminUrl, dbName, keep: args.keep });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => `${value.toFixed(1)} ms`;

/** The sides measured in turn: the detail alone, beside the cheapest request, beside beacons. */
const SIDES = ['without', 'floor', 'views'];

/** The detail under load for one slice, beside `side`'s other load. */
async function detailSlice({ loads, origin, pid, paths, side, listingIds, pairs, otherRuns }) {
  const other =
    side === 'views'
      ? await loads.other.start('beacons', { origin, listingIds, rate, people: 1_000_000 })
      : side === 'floor'
        ? await loads.other.start('floor', { origin, rate })
        : undefined;
  // The other load's rate settles before the detail is measured.
  if (other) await sleep(500);
  const figures = await loads.detail.run({ origin, paths, connections, seconds: slice, pid });
  if (other) {
    const { pairs: sent, ...counts } = await other.stop();
    for (const pair of sent) pairs.add(pair);
    otherRuns[side].push(counts);
  }
  return figures;
}

await runBench({
  budgetMs: (10 * 60 + seconds * SIDES.length * 1.5) * 1000,
  cleanup: () => resources.cleanup(),
  main: async () => {
    if (!args['no-build']) await buildServer();
    const url = await timed('created and migrated the database', () =>
      createBenchDatabase(adminUrl, dbName),
    );
    resources.databaseCreated = true;
    const counts = await timed(`seeded ${args.listings} listings`, () =>
      seedBenchDatabase(url, { listings: Number(args.listings), owners: 100 }),
    );
    step(`${counts.listings} listings`);
    const { detailIds } = await benchTargets(url, { depth: 1, detailIds: 1000 });
    resources.tempDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-views-'));
    const port = await freePort();
    const app = await startApp({ url, dataDir: resources.tempDir, port });
    resources.started.push(app);
    const origin = `http://127.0.0.1:${port}`;
    const paths = detailIds.map((id) => `/api/listings/${id}`);
    // Each load from a process of its own; with two CPUs or more, the app's thread on one and
    // the loads on another, so that neither load's own work weighs on the app's (load-process.mjs).
    const loads = { detail: startLoadProcess(), other: startLoadProcess() };
    resources.started.push(loads.detail, loads.other);
    step(pinApart({ servers: [app.pid], loads: [loads.detail.pid, loads.other.pid] }));

    // Warm both paths up (the listing cache, the JIT) before anything is measured.
    await loads.detail.run({ origin, paths, connections, seconds: 2 });
    // People of their own, so that none of them is a measured person already counted.
    const warm = await loads.other.start('beacons', {
      origin,
      listingIds: detailIds,
      rate,
      people: 1000,
      firstPerson: 2_000_000,
    });
    await sleep(2000);
    await warm.stop();
    await sleep(3000);
    const viewsCounted = () =>
      withClient(url, async (db) => {
        const { rows } = await db.query(
          'select coalesce(sum(views), 0)::int as n from listing_views_daily',
        );
        return rows[0].n;
      });
    const warmedUp = await viewsCounted();

    const runs = { without: [], floor: [], views: [] };
    const otherRuns = { floor: [], views: [] };
    const pairs = new Set();
    await timed(
      `measured the detail in ${rounds} rounds of ${slice.toFixed(1)} s per side`,
      async () => {
        for (let round = 0; round < rounds; round++) {
          // Each side first, second and last in turn.
          const order = SIDES.map((_, i) => SIDES[(i + round) % SIDES.length]);
          for (const side of order) {
            const figures = await detailSlice({
              loads,
              origin,
              pid: app.pid,
              paths,
              side,
              listingIds: detailIds,
              pairs,
              otherRuns,
            });
            runs[side].push(figures);
          }
        }
      },
    );
    const without = summarise(runs.without);
    const floor = summarise(runs.floor);
    const withViews = summarise(runs.views);
    const beacons = otherRuns.views.reduce(
      (sum, r) => ({
        answered: sum.answered + r.answered,
        other: sum.other + r.other,
        seconds: sum.seconds + r.seconds,
      }),
      { answered: 0, other: 0, seconds: 0 },
    );
    const beaconRate = beacons.answered / beacons.seconds;

    // Every view waits at most 2 s in memory; then each distinct person and listing counts once.
    await sleep(3000);
    const counted = (await viewsCounted()) - warmedUp;

    const seeded = await timed('seeded a year of statistics for one listing', () =>
      seedStatistics(url, origin, detailIds),
    );
    const statistics = () =>
      fetch(`${origin}/api/listings/${seeded.listingId}/statistics`, {
        headers: { cookie: seeded.cookie },
      });
    const times = [];
    for (let i = 0; i < samples + 30; i++) {
      const t0 = performance.now();
      const response = await statistics();
      const body = await response.json();
      if (response.status !== 200) throw new Error(`statistics answered ${response.status}`);
      if (i >= 30) times.push(performance.now() - t0);
      if (i === 0) seeded.answer = body;
    }

    const cost = 1 - withViews.rps / without.rps;
    // The app's own CPU time per beacon (and per cheapest request): what the side's slices took
    // beyond what their detail requests take alone, over the requests the other load made in
    // them. The steadier figure on a busy machine: 1,000 a second take this many ms a second.
    const perOtherRequest = (side, figures) => {
      const made = otherRuns[side].reduce((sum, r) => sum + r.answered / r.seconds, 0);
      const during = (made / otherRuns[side].length) * slice * rounds;
      return (figures.requests * (figures.cpuPerRequest - without.cpuPerRequest)) / during;
    };
    const beaconCpu = perOtherRequest('views', withViews);
    const floorCpu = perOtherRequest('floor', floor);
    const floorCost = 1 - floor.rps / without.rps;
    console.log(`
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}
The detail (GET /api/listings/{id}, ${paths.length} ids in turn, ${connections} connections), ${rounds} alternating slices of ${slice.toFixed(1)} s per side:
`);
    const row = (name, f) => [
      name,
      f.rps.toFixed(0),
      f.p50.toFixed(1),
      f.p99.toFixed(1),
      f.cpuPerRequest?.toFixed(0) ?? '-',
    ];
    console.log(
      table([
        ['', 'req/s', 'p50 ms', 'p99 ms', 'app CPU µs/req'],
        row('alone', without),
        row(`beside ${rate} GET /api/health/live/s`, floor),
        row(`beside ${rate} views/s`, withViews),
      ]),
    );
    console.log(`
The views cost the detail ${(cost * 100).toFixed(1)}% of its throughput; as many of the app's cheapest request (no database, no body) cost it ${(floorCost * 100).toFixed(1)}%: what any request at that rate costs on this machine.
App CPU per request beside the detail: a beacon ${beaconCpu.toFixed(0)} µs, the cheapest request ${floorCpu.toFixed(0)} µs (a detail alone ${without.cpuPerRequest.toFixed(0)} µs); ${rate} beacons a second take ${((rate * beaconCpu) / 1e4).toFixed(0)}% of the app's one thread.
Beacons: ${beacons.answered.toLocaleString('en')} answered 204 at ${beaconRate.toFixed(0)}/s, ${beacons.other} otherwise
Views counted: ${counted.toLocaleString('en')} for ${pairs.size.toLocaleString('en')} distinct people and listings sent
Statistics (365 days of views, ${seeded.saves} saves, ${seeded.conversations} conversations): median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} (${times.length} requests)`);
    return printChecks([
      [
        `the views cost the detail ≤ ${MAX_COST * 100}% of its throughput`,
        cost <= MAX_COST,
        `${(cost * 100).toFixed(1)}% (${without.rps.toFixed(0)} → ${withViews.rps.toFixed(0)} req/s)`,
      ],
      [
        `the beacons ran at ≥ 95% of ${rate}/s, every one answered 204`,
        beaconRate >= rate * 0.95 && beacons.other === 0,
        `${beaconRate.toFixed(0)}/s, ${beacons.other} otherwise`,
      ],
      [
        'each distinct person and listing counted once',
        counted === pairs.size,
        `${counted} of ${pairs.size}`,
      ],
      [
        `the statistics p95 ≤ ${STATISTICS_P95_MS} ms`,
        percentile(times, 95) <= STATISTICS_P95_MS,
        ms(percentile(times, 95)),
      ],
      [
        'the statistics hold 30 days and the year’s last 30 days of views',
        seeded.answer.days.length === 30 && seeded.answer.totals.views > 0,
        `${seeded.answer.days.length} days, ${seeded.answer.totals.views} views, ${seeded.answer.totals.saves} saves, ${seeded.answer.totals.messages} messages`,
      ],
    ]);
  },
});
