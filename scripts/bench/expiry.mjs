// `npm run bench:expiry`: a listing's expiry at scale on PostgreSQL (docs/decisions/0027).
// Creates a database of its own with 1,000,000 listings over twenty Indian cities (the search
// benchmark's, one created every 7 s over 81 days, each last renewed then), and runs the
// listing-expiry job's two steps at a time when most are due, as a first run on an old
// catalogue would be: 85% to expire (LISTING_TTL_DAYS 60), 9% to remind, the rest current.
//   - the expiry run: ≤ 60 s, in batches of one statement, the grid's kept counts following in
//     the same transactions (they must equal the listed listings afterwards);
//   - the reminder run: one mail per listing due in the outbox;
//   - a second run finds nothing and takes ≤ 1 s.
// Prints the figures and PASS/FAIL lines; drops the database unless --keep.
//
//   npm run bench:expiry -- [--listings=1000000] [--keep]
//
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { createBenchDatabase, DEFAULT_ADMIN_URL, dropBenchDatabase } from './database.mjs';
import { printChecks, runBench, step, timed } from './harness.mjs';
import { seedSearchListings } from './search-seed.mjs';

const { values: opts } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    keep: { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const dbName = 'homestead_bench_expiry';
const listings = Number(opts.listings);
// The seed's newest listing is created at 2026-11-22 12:00 UTC, one every 7 s before it: at this
// time the oldest 85% are past 60 days, the next 7 days' worth are due their reminder.
const seedSpanMs = listings * 7_000;
const now = new Date(
  Date.parse('2026-11-22T12:00:00Z') - seedSpanMs + 60 * 86_400_000 + 0.85 * seedSpanMs,
);

await runBench({
  budgetMs: 30 * 60 * 1000,
  cleanup: async () => {
    if (!opts.keep) await dropBenchDatabase(adminUrl, dbName).catch(() => undefined);
  },
  main: async () => {
    const url = await createBenchDatabase(adminUrl, dbName);
    await timed(`seeded ${listings} listings`, () => seedSearchListings(url, listings));
    const { runExpiryBench } = await tsImport('./expiry-run.ts', import.meta.url);
    const r = await runExpiryBench({ url, now, log: step });
    const { grid } = r;
    const rate = Math.round(r.expired / r.expireS);
    console.log(`
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}
Expiry run at ${now.toISOString()} over ${r.due.listings} listed listings:
  expired ${r.expired} (due ${r.due.expire}) in ${r.expireS.toFixed(1)} s (${rate} a second, batches of ${r.batch.toLocaleString('en')})
  kept counts afterwards: ${grid.listed} listed; cells ${grid.cells}, totals ${grid.totals}, price bands ${grid.prices}
Reminder run: ${r.reminded} listings passed, ${r.mails} mails in the outbox (due ${r.due.remind}) in ${r.remindS.toFixed(1)} s
Second run: ${r.again} listings, ${(r.againS * 1000).toFixed(0)} ms`);
    return printChecks([
      ['expiry run over the catalogue ≤ 60 s', r.expireS <= 60, `${r.expireS.toFixed(1)} s`],
      [
        'every listing due expired, no other',
        r.expired === r.due.expire,
        `${r.expired} of ${r.due.expire}`,
      ],
      [
        "the grid's kept counts equal the listed listings",
        [grid.cells, grid.totals, grid.prices].every((n) => n === grid.listed) &&
          Math.abs(grid.totalsLat - grid.latSum) < 1e-6 * Math.max(1, Math.abs(grid.latSum)),
        `${grid.listed} listed`,
      ],
      [
        'one reminder per listing due, in the outbox',
        r.mails === r.due.remind && r.reminded === r.due.remind,
        `${r.mails} of ${r.due.remind}`,
      ],
      [
        'a second run finds nothing, ≤ 1 s',
        r.again === 0 && r.againS <= 1,
        `${r.againS.toFixed(2)} s`,
      ],
    ]);
  },
});
