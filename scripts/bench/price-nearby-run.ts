// The price-nearby benchmark's measures, run in-process with the app's own module on a PostgreSQL
// database that price-nearby.mjs created and filled (or an earlier run kept): for listed homes
// picked at random, the whole comparison as the app asks for it (two statements over loopback),
// and the neighbours' statement in the database (EXPLAIN ANALYZE of it prepared as the app
// prepares it, after enough runs for PostgreSQL to settle on a generic plan or not).
import { fillPlaceholders, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { rawRows } from '../../src/server/db/raw-rows';
import {
  createPriceNearbyRepository,
  figuresQuery,
  figuresValues,
} from '../../src/server/modules/price-nearby/price-nearby.repository';
import { createPriceNearbyService } from '../../src/server/modules/price-nearby/price-nearby.service';

type Unit = 'total' | 'sqft';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A value written into EXECUTE's arguments: an array as PostgreSQL's literal. */
function literal(client: pg.Client, value: unknown): string {
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  return client.escapeLiteral(String(value));
}

export interface Sample {
  unit: Unit | 'none';
  neighbours: number;
  appMs: number;
  dbMs?: number;
  indexes?: string[];
  indexOnly?: boolean;
  heapFetches?: number;
  buffers?: number;
}

export async function runPriceNearbyBench(options: {
  url: string;
  samples: number;
  migrate: boolean;
  log: (line: string) => void;
}) {
  const { log } = options;
  // One connection: the app's named statements and the EXPLAINs' run where they were prepared.
  const database = await openDatabase({ databaseUrl: options.url, poolSize: 1 });
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    if (options.migrate) await database.migrate();
    const { db } = database;
    const repository = createPriceNearbyRepository(db);
    const service = createPriceNearbyService({ repository });
    const ids = await rawRows<{ id: string }>(
      db,
      sql`select id from listings where listed order by md5(id::text) limit ${options.samples}`,
    );
    log(`${ids.length} listed homes picked at random`);

    // A site that has run a while: every sample asked once before, the caches warm.
    for (const { id } of ids) await service.compare(id);

    const samples: Sample[] = [];
    for (const { id } of ids) {
      const t0 = performance.now();
      const comparison = await service.compare(id);
      const appMs = performance.now() - t0;
      samples.push({
        unit: comparison?.unit ?? 'none',
        neighbours: comparison?.count ?? 0,
        appMs,
      });
    }

    // The neighbours' statement as the app prepares it; six runs first, as PostgreSQL decides
    // on a generic plan after five.
    const prepared = new Set<Unit>();
    for (const [i, { id }] of ids.entries()) {
      const home = (await repository.home(id))!;
      const unit: Unit = home.type === 'sale' && home.area !== null ? 'sqft' : 'total';
      const query = figuresQuery(db, unit).toSQL();
      const args = fillPlaceholders(query.params, figuresValues(home))
        .map((value) => literal(client, value))
        .join(', ');
      if (!prepared.has(unit)) {
        await client.query(`prepare nearby_${unit} as ${query.sql}`);
        for (let run = 0; run < 6; run++) await client.query(`execute nearby_${unit}(${args})`);
        prepared.add(unit);
      }
      const { rows } = await client.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
      }>(`explain (analyze, buffers, format json) execute nearby_${unit}(${args})`);
      const [explained] = rows[0]!['QUERY PLAN'];
      const nodes = nodesOf(explained.Plan);
      const scans = nodes.filter((node) => node['Index Name'] !== undefined);
      Object.assign(samples[i]!, {
        dbMs: explained['Execution Time'],
        indexes: [...new Set(scans.map((node) => node['Index Name']!))],
        indexOnly:
          scans.length > 0 && scans.every((node) => node['Node Type'] === 'Index Only Scan'),
        heapFetches: scans.reduce((sum, node) => sum + (node['Heap Fetches'] ?? 0), 0),
        buffers:
          (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0),
      });
    }
    const [size] = await rawRows<{ listed: number; index: string }>(
      db,
      sql`select (select count(*) from listings where listed)::integer as listed,
                 coalesce(pg_size_pretty(pg_relation_size(to_regclass('listings_nearby_idx'))), 'absent') as index`,
    );
    return { samples, listed: size!.listed, indexSize: size!.index };
  } finally {
    await client.end();
    await database.close();
  }
}
