// EXPLAIN ANALYZE of the SQL the app sends for searches, on the database a
// `npm run bench:search -- --keep` left behind: the plan of each query shape, for
// docs/benchmarks.md.
//
//   node scripts/bench/search-explain.mjs ['q=Pune&type=rent' …]
//
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { DEFAULT_ADMIN_URL } from './database.mjs';

const { captureSearchSql } = await tsImport('./app-search.ts', import.meta.url);

/** One of each shape: broad by date and by price, the grid's count, a place, a box, a price. */
const SHAPES = [
  '',
  'sort=price_asc',
  'beds=1',
  'q=Bangalore',
  'q=Pune&type=rent&beds=2,3',
  'q=Bangalore&type=rent&beds=2,3&maxPrice=40000&furnished=1',
  'q=Delhi&type=sale&minPrice=5000000&maxPrice=20000000&sort=price_asc',
  'bbox=77.35,12.75,77.85,13.2&type=rent&beds=2',
  'type=rent&maxPrice=20000',
];

const url = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
url.pathname = '/homestead_bench_search';
const queries = process.argv.length > 2 ? process.argv.slice(2) : SHAPES;
const captured = await captureSearchSql(url.toString(), queries);
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  // As the app's connections run (postgres-pool.ts).
  await client.query('set jit = off');
  for (const [query, search] of captured) {
    for (const [what, statement] of [
      ['page', search.page],
      ...search.counts.map((count, i) => [`count, step ${i + 1}`, count]),
    ]) {
      const { rows } = await client.query({
        text: `explain (analyze, buffers, costs off) ${statement.text}`,
        values: statement.params,
      });
      console.log(`\n### ${query || '(everything)'}: ${what}\n`);
      console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }
} finally {
  await client.end();
}
