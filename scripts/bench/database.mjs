import { rm } from 'node:fs/promises';
// The benchmark's own PostgreSQL database: created, migrated with the app's migrations, filled
// with set-based SQL that satisfies every CHECK constraint of the listings table, and dropped.
import { tsImport } from 'tsx/esm/api';
import { withClient } from '../pg-client.mjs';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A connection URL for another database on the same server. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What a benchmark run starts and must undo: app servers (`started`), a temporary folder
 * (`tempDir`) and its database (`databaseCreated`; kept with `keep`). `cleanup` undoes what has
 * been reached, once.
 */
export function benchResources({ adminUrl, dbName, keep }) {
  const resources = {
    started: [],
    tempDir: undefined,
    databaseCreated: false,
    async cleanup() {
      for (const server of resources.started.splice(0)) await server.stop().catch(() => {});
      if (resources.tempDir) {
        await rm(resources.tempDir, { recursive: true, force: true }).catch(() => {});
      }
      if (resources.databaseCreated && !keep) {
        resources.databaseCreated = false;
        await dropBenchDatabase(adminUrl, dbName).catch((error) =>
          console.error(`Could not drop ${dbName}: ${error.message}`),
        );
      }
    },
  };
  return resources;
}

/** Creates the database afresh (dropping a leftover of an earlier run) and applies migrations. */
export async function createBenchDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name: ${name}`);
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = databaseUrl(adminUrl, name);
  const { openDatabase } = await tsImport('../../src/server/db/client.ts', import.meta.url);
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return url;
}

export async function dropBenchDatabase(adminUrl, name) {
  await withClient(adminUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

const SEED_OWNERS = `
insert into users (id, name, email, created_at, updated_at)
select 'bench-owner-' || g, 'Bench Owner ' || g, 'owner' || g || '@bench.example',
       timestamptz '2026-01-01 00:00:00+00', timestamptz '2026-01-01 00:00:00+00'
from generate_series(1, $1::int) as g`;

// Deterministic variety from g: ~60% rent / 40% sale, 1/3 offers (independent of the type),
// 1–3 images of a few sizes, distinct created_at 17 s (plus some ms) apart, names of 11–24
// characters, prices inside the limits and discounts strictly lower.
const SEED_LISTINGS = `
with base as (
  select g,
         case when g % 5 < 3 then 'rent' else 'sale' end as type,
         g % 3 = 1 as offer,
         timestamptz '2026-11-22 12:00:00+00' - g * interval '17 seconds'
           - (g % 1000) * interval '1 millisecond' as created_at
  from generate_series(1, $1::int) as g
), priced as (
  select *,
         (case when type = 'rent' then 8000 + (g::bigint * 7919) % 92000
               else 2000000 + (g::bigint * 104729) % 98000000 end)::int as regular_price
  from base
)
insert into listings (type, name, bedrooms, bathrooms, parking, furnished, location, offer,
                      regular_price, discounted_price, images, lat, lng, created_at, updated_at,
                      user_id)
select type,
       (array['Sunny', 'Quiet', 'Spacious', 'Modern', 'Cosy', 'Bright'])[1 + g % 6]
         || ' Home ' || g,
       1 + g % 5,
       1 + g % 3,
       g % 2 = 0,
       g % 7 < 3,
       g || ' ' || (array['MG Road', 'Baner Road', 'FC Road', 'Koregaon Park'])[1 + g % 4]
         || ', ' || (array['Pune', 'Mumbai', 'Bengaluru', 'Delhi', 'Chennai'])[1 + g % 5],
       offer,
       regular_price,
       case when offer then regular_price - regular_price / 10 end,
       (select jsonb_agg(jsonb_build_object(
                 'key', 'images/bench-owner-' || (1 + g % $2::int) || '-photo-' || k || '-'
                        || md5(g || '/' || k)::uuid,
                 'width', (array[1600, 1280, 960, 640])[1 + (g + k) % 4],
                 'height', (array[1200, 960, 720, 480])[1 + (g + k) % 4]) order by k)
          from generate_series(1, 1 + (g / 7) % 3) as k),
       18.40 + (g % 997) / 3000.0,
       73.70 + (g % 991) / 3000.0,
       created_at,
       created_at,
       'bench-owner-' || (1 + g % $2::int)
from priced`;

/** Fills the database and refreshes the planner's statistics. Returns row counts. */
export async function seedBenchDatabase(url, { listings, owners }) {
  return withClient(url, async (client) => {
    await client.query(SEED_OWNERS, [owners]);
    // The search's kept counts are made once at the end, not by the trigger for each row: with
    // it, 100,000 rows took minutes (each insert updates its cell's counts).
    await client.query('alter table listings disable trigger listings_cells_insert_delete');
    await client.query(SEED_LISTINGS, [listings, owners]);
    await client.query('alter table listings enable trigger listings_cells_insert_delete');
    await client.query('select listing_cells_rebuild()');
    await client.query('vacuum (analyze) users, listings, listing_cells');
    const { rows } = await client.query(
      `select count(*)::int as listings,
              count(*) filter (where type = 'rent')::int as rent,
              count(*) filter (where offer)::int as offers
       from listings`,
    );
    return rows[0];
  });
}

/**
 * What the benchmark requests: the row at `depth` in the rent category, newest first (its
 * cursor asks for the rows after it), the two rows that page should return, and ids to rotate
 * through for the detail endpoint.
 */
export async function benchTargets(url, { depth, detailIds }) {
  return withClient(url, async (client) => {
    const deep = await client.query(
      `select id, created_at from listings where type = 'rent'
       order by created_at desc, id desc offset $1 limit 3`,
      [depth - 1],
    );
    if (deep.rows.length < 3) throw new Error(`The rent category has fewer than ${depth + 2} rows`);
    const ids = await client.query('select id from listings order by md5(id::text) limit $1', [
      detailIds,
    ]);
    return {
      deepCursorRow: { id: deep.rows[0].id, createdAt: deep.rows[0].created_at.toISOString() },
      deepPageIds: deep.rows.slice(1).map((r) => r.id),
      detailIds: ids.rows.map((r) => r.id),
    };
  });
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one statement with its parameters, as text lines, planned the way
 * the app runs it: as a named prepared statement that has already run several times (after five
 * runs PostgreSQL may switch to a generic plan, which must be as good).
 */
export async function explain(url, sql, params) {
  return withClient(url, async (client) => {
    await client.query(`prepare bench_explain as ${sql}`);
    const args = params.map((value) => client.escapeLiteral(String(value))).join(', ');
    for (let i = 0; i < 6; i++) await client.query(`execute bench_explain(${args})`);
    const { rows } = await client.query(
      `explain (analyze, buffers) execute bench_explain(${args})`,
    );
    await client.query('deallocate bench_explain');
    return rows.map((r) => r['QUERY PLAN']);
  });
}

/**
 * What the checks read from an EXPLAIN (ANALYZE, BUFFERS) plan. Keyset paging means the planner
 * walks a (…, created_at, id) index backwards and stops after limit + 1 rows, without sorting.
 */
export function planFacts(plan) {
  const text = plan.join('\n');
  const buffers = text.match(/Buffers: shared (?:hit=(\d+))?\s*(?:read=(\d+))?/);
  return {
    backwardsWithoutSort:
      /Index Scan Backward using listings_\w+/.test(text) &&
      !plan.some((line) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(line)),
    index: text.match(/Index Scan Backward using (\w+)/)?.[1] ?? 'no index',
    buffers: Number(buffers?.[1] ?? 0) + Number(buffers?.[2] ?? 0),
    ms: text.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '?',
  };
}
