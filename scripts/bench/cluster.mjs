// `npm run bench:cluster`: the category and the detail page (their HTML and their data request)
// through Debian's nginx, to one app instance and to two, on PostgreSQL, s3rver and Redis
// (src/server/test/cluster). Both balancers run side by side over the same instances (the
// one-instance balancer sends to the first only) and are measured in turns, so other work on the
// machine weighs on both alike. Prints a table and PASS/FAIL checks.
//
//   npm run bench:cluster -- [--connections=20] [--duration=12] [--rounds=4] [--warmup=2]
//
// On a machine with fewer cores than instances + nginx + the load generator, a second instance
// cannot add throughput: the checks ask only that it costs none and fails no request.
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { compare } from './load.mjs';
import { printChecks, runBench, step, table, timed } from './harness.mjs';
import { freePort } from './processes.mjs';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '2' },
  },
});
const load = {
  connections: Number(args.connections),
  duration: Number(args.duration),
  rounds: Number(args.rounds),
  warmup: Number(args.warmup),
  headers: { accept: 'text/html,application/json;q=0.9,*/*;q=0.8' },
};

const { startCluster } = await tsImport(
  '../../src/server/test/cluster/cluster.ts',
  import.meta.url,
);
const { startNginx, nginxUnavailable } = await tsImport(
  '../../src/server/test/cluster/nginx.ts',
  import.meta.url,
);

let cluster;
let solo;
let soloDir;
const cleanup = async () => {
  await solo?.stop();
  await cluster?.stop();
  if (soloDir) await rm(soloDir, { recursive: true, force: true });
};

await runBench({
  budgetMs: 10 * 60_000,
  cleanup,
  async main() {
    const missing = nginxUnavailable();
    if (missing) throw new Error(missing);
    cluster = await timed('two instances behind nginx, demo data loaded', () =>
      startCluster({
        instances: 2,
        env: { DEMO_DATA: 'true', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000' },
      }),
    );
    soloDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-nginx-'));
    const first = new URL(cluster.instances[0].url).host;
    solo = await startNginx(soloDir, await freePort(), [first]);
    const page = await (await fetch(`${cluster.url}/api/listings?type=rent&limit=1`)).json();
    const id = page.items?.[0]?.id;
    if (!id) throw new Error('no demo listing to open');
    const pages = {
      'category page': ['/category/rent', '/api/listings?type=rent&limit=10'],
      'detail page': [`/category/rent/${id}`, `/api/listings/${id}`],
    };
    const origins = { '1 instance': solo.url, '2 instances': cluster.url };
    const results = {};
    for (const [name, paths] of Object.entries(pages)) {
      results[name] = await timed(`${name}: ${paths.join(' + ')}`, () =>
        compare({ origins, paths, ...load }),
      );
    }
    const rows = [['page', 'instances', 'req/s', 'p50 ms', 'p99 ms']];
    for (const [name, byOrigin] of Object.entries(results)) {
      for (const [origin, r] of Object.entries(byOrigin)) {
        rows.push([name, origin, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1)]);
      }
    }
    console.log(`\n${table(rows)}`);
    step(
      `${os.availableParallelism()} cores; ${load.connections} connections, ` +
        `${load.duration} s per page and setup in ${load.rounds} turns`,
    );
    return printChecks(
      Object.entries(results).map(([name, r]) => {
        const ratio = r['2 instances'].rps / r['1 instance'].rps;
        return [
          `${name}: two instances serve at least 80% of one's throughput, with no failed request`,
          ratio >= 0.8,
          `${(ratio * 100).toFixed(0)}%`,
        ];
      }),
    );
  },
});
