// `npm run bench:alerts`: saved searches' alerts at scale on PostgreSQL (docs/decisions/0023).
// Creates a database of its own with 100,000 accounts, each with a saved search (sixteen cities,
// map boxes, searches of everywhere; types, budgets, bedrooms), then:
//   - matches 1,000 new listings, one by one, against all of them: finding a listing's searches
//     p95 ≤ 20 ms in the database (EXPLAIN ANALYZE of the app's prepared statement); as the app
//     waits for it, and recording the matches (a row per search matched), reported beside it;
//   - runs the daily digest at 08:00 India time for every searcher with the outbox transport
//     (no SMTP_URL: one .eml file per mail): ≤ 5 minutes, memory flat (batches, never all);
//   - publishes listings with and without their alert queued in the same transaction: ≤ 1.2×.
// Prints the figures and PASS/FAIL lines; drops the database and the files unless --keep.
//
//   npm run bench:alerts -- [--searches=100000] [--listings=1000] [--keep]
//
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { createBenchDatabase, DEFAULT_ADMIN_URL, dropBenchDatabase } from './database.mjs';
import { printChecks, runBench, step } from './harness.mjs';

const { values: opts } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const dbName = 'homestead_bench_alerts';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-alerts-'));

await runBench({
  budgetMs: 30 * 60 * 1000,
  cleanup: async () => {
    if (opts.keep) return;
    await dropBenchDatabase(adminUrl, dbName).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  },
  main: async () => {
    const url = await createBenchDatabase(adminUrl, dbName);
    const { runAlertsBench } = await tsImport('./alerts-run.ts', import.meta.url);
    const r = await runAlertsBench({
      url,
      searches: Number(opts.searches),
      listings: Number(opts.listings),
      dataDir,
      log: step,
    });
    const { find, findInDatabase, match, digest, publish } = r;
    const perListing = Math.round(r.matches / Number(opts.listings));
    const ms = (value) => `${value.toFixed(2)} ms`;
    console.log(`
Matching ${opts.listings} new listings against ${opts.searches} saved searches (${r.cells} index rows):
  finding its searches, in the database (EXPLAIN ANALYZE): p50 ${ms(findInDatabase.p50)}, p95 ${ms(findInDatabase.p95)}, max ${ms(findInDatabase.max)}
  finding its searches, as the app waits for them: p50 ${ms(find.p50)}, p95 ${ms(find.p95)}, max ${ms(find.max)}
  recording them: ${r.matches} matches (${perListing} a listing); p50 ${ms(match.p50)}, p95 ${ms(match.p95)}, max ${ms(match.max)}
  plan: ${r.plan
    .filter((line) => /Index|Scan|Execution/.test(line))
    .map((l) => l.trim())
    .join(' / ')}
Daily digest: ${digest.mails} mails composed in ${digest.composeS.toFixed(1)} s, ${digest.delivered.sent} written to the outbox in ${digest.deliverS.toFixed(1)} s (${digest.delivered.failed} failed)
  memory: heap kept after the digest ${digest.heapKeptMb} MB (after a full collection); RSS ${digest.rssBeforeMb} MB before, ${digest.rssPeakMb} MB at most
Publishing (median of 600 each, alternating): ${ms(publish.plainMs)} without, ${ms(publish.queuedMs)} with the alert queued: ${publish.ratio.toFixed(2)}×`);
    const total = digest.composeS + digest.deliverS;
    return printChecks([
      [
        'matching one listing (finding its searches) in the database, p95 ≤ 20 ms',
        findInDatabase.p95 <= 20,
        ms(findInDatabase.p95),
      ],
      ['matching reads the index, not every search', r.usesIndex, 'saved_search_cells_match_idx'],
      ['daily digest for every searcher ≤ 5 min', total <= 300, `${total.toFixed(1)} s`],
      [
        'every digest delivered',
        digest.delivered.sent === digest.mails && digest.mails > 0,
        `${digest.delivered.sent} of ${digest.mails}`,
      ],
      [
        'memory flat: the digest keeps ≤ 16 MB of heap, RSS grows ≤ 256 MB',
        digest.collected && digest.heapKeptMb <= 16 && digest.rssPeakMb - digest.rssBeforeMb <= 256,
        `${digest.heapKeptMb} MB kept, RSS +${digest.rssPeakMb - digest.rssBeforeMb} MB`,
      ],
      [
        'publishing with the alert queued ≤ 1.2×',
        publish.ratio <= 1.2,
        `${publish.ratio.toFixed(2)}×`,
      ],
    ]);
  },
});
