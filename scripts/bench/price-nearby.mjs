// `npm run bench:nearby`: "Price nearby" at 1,000,000 listings on PostgreSQL
// (docs/product.md#price-nearby). Seeds a database of its own with the search benchmark's
// listings (search-seed.mjs: twenty places in sixteen cities, each about 40 × 40 km, rent and
// sale, 1–6 bedrooms, 88% with an area), or measures one an earlier run kept. For listed homes
// picked at random, all asked once first (a running site's warm caches), then:
//   - in the database: EXPLAIN ANALYZE of the neighbours' statement, prepared as the app prepares
//     it: p95 ≤ 10 ms, read from listings_nearby_idx alone (an index-only scan);
//   - the whole comparison as the app asks for it (the home's row, then its neighbours), timed
//     around the service's call over loopback.
// Prints the figures and PASS/FAIL lines; drops the database unless --keep.
//
//   npm run bench:nearby -- [--listings=1000000] [--samples=400] [--keep] [--reuse]
//                           [--database=homestead_bench_search]
//
// --reuse measures the database an earlier --keep left (migrated first: a database the search
// benchmark kept, `--reuse --database=homestead_bench_search`, serves as well).
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import {
  createBenchDatabase,
  databaseUrl,
  DEFAULT_ADMIN_URL,
  dropBenchDatabase,
} from './database.mjs';
import { median, percentile, printChecks, runBench, step, table, timed } from './harness.mjs';
import { seedSearchListings } from './search-seed.mjs';

const { values: opts } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    samples: { type: 'string', default: '400' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    database: { type: 'string', default: 'homestead_bench_nearby' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const dbName = opts.database;
const TARGET_MS = 10;

const ms = (value) => value.toFixed(2);
const stats = (values) => [ms(median(values)), ms(percentile(values, 95)), ms(Math.max(...values))];

await runBench({
  budgetMs: 30 * 60 * 1000,
  cleanup: async () => {
    // A database this run did not make is never dropped.
    if (!opts.keep && !opts.reuse) await dropBenchDatabase(adminUrl, dbName).catch(() => {});
  },
  main: async () => {
    let url;
    if (opts.reuse) {
      url = databaseUrl(adminUrl, dbName);
    } else {
      url = await timed(`created and migrated database ${dbName}`, () =>
        createBenchDatabase(adminUrl, dbName),
      );
      const n = Number(opts.listings);
      await timed(`seeded ${n} listings, then VACUUM ANALYZE`, () => seedSearchListings(url, n));
    }
    const { runPriceNearbyBench } = await tsImport('./price-nearby-run.ts', import.meta.url);
    const run = await timed('measured', () =>
      runPriceNearbyBench({ url, samples: Number(opts.samples), migrate: opts.reuse, log: step }),
    );
    const { samples } = run;
    const db = samples.map((s) => s.dbMs);
    const app = samples.map((s) => s.appMs);
    const compared = samples.filter((s) => s.unit !== 'none');
    const neighbours = compared.map((s) => s.neighbours);
    const byUnit = (unit) => samples.filter((s) => s.unit === unit);
    const indexes = [...new Set(samples.flatMap((s) => s.indexes))];
    const heapFetches = samples.reduce((sum, s) => sum + s.heapFetches, 0);
    console.log(`
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}
${run.listed.toLocaleString('en')} listed listings; listings_nearby_idx ${run.indexSize}
${samples.length} homes: ${compared.length} with a comparison (${byUnit('total').length} by the price paid, ${byUnit('sqft').length} per sq ft), ${byUnit('none').length} with fewer than 5 neighbours
Neighbours counted: median ${median(neighbours)}, largest ${Math.max(...neighbours)}
Indexes read: ${indexes.join(', ')}; heap fetches ${heapFetches}; buffers per statement median ${median(samples.map((s) => s.buffers))}

${table([
  ['ms', 'median', 'p95', 'max'],
  ['in the database (EXPLAIN ANALYZE)', ...stats(db)],
  ['  by the price paid', ...stats(byUnit('total').map((s) => s.dbMs))],
  ['  per sq ft', ...stats(byUnit('sqft').map((s) => s.dbMs))],
  ['the whole comparison, from the app', ...stats(app)],
])}`);
    return printChecks([
      [
        `in the database p95 ≤ ${TARGET_MS} ms`,
        percentile(db, 95) <= TARGET_MS,
        `${ms(percentile(db, 95))} ms`,
      ],
      [
        'the neighbours read from listings_nearby_idx alone',
        samples.every((s) => s.indexOnly && s.indexes.includes('listings_nearby_idx')),
        indexes.join(', '),
      ],
      ['most homes have a comparison', compared.length * 2 > samples.length, `${compared.length}`],
    ]);
  },
});
