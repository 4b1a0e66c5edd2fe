// `npm run test:cluster`: the site on two instances behind Debian's nginx (round robin, no
// stickiness) on its own PostgreSQL database, s3rver and the local Redis. Runs the cluster tests
// (vitest.cluster.config.ts: uploads across instances, shared limits, jobs once, SIGTERM and
// SIGKILL of an instance) and the journeys that write state, in Chromium through the balancer.
// `npm test` runs it too (`runClusterTests`); alone, it builds the app first.
//
// Needs: nginx (installed with apt-get when run as root, or NGINX_PATH), PostgreSQL (DATABASE_URL or the local
// server), Redis (TEST_REDIS_URL or the local one), Chromium (CHROMIUM_PATH or Debian's).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLUSTER_JOURNEYS } from '../e2e/support/cluster-journeys.mjs';
import { ensureChromium, ensureNginx, readJson, root, run } from './test-helpers.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Why the cluster cannot run here (nginx missing and not installable), or null. */
export async function clusterProblem() {
  return (await ensureNginx()) ? null : 'nginx (apt-get install -y nginx, or NGINX_PATH)';
}

/** Runs both suites; counts as Vitest and Playwright report them. */
export async function runClusterTests({ chromiumPath, postgresUrl }) {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'homestead-cluster-report-'));
  const env = { DATABASE_URL: postgresUrl, CHROMIUM_PATH: chromiumPath };
  try {
    const vitestReport = path.join(reportDir, 'vitest.json');
    const vitestCode = await run(
      bin('vitest'),
      [
        'run',
        '--config',
        'vitest.cluster.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ],
      { env },
    );
    const vitest = readJson(vitestReport);
    const playwrightReport = path.join(reportDir, 'playwright.json');
    // The journeys that write and read back what was written (sessions, uploads, saved homes,
    // alerts, reports), once, on a desktop: each request may land on either instance. Pages that
    // only read are the same pages from the same build, and `npm test` runs them already.
    const playwrightCode = await run(
      bin('playwright'),
      ['test', '--project=desktop', '--reporter=list,json', ...CLUSTER_JOURNEYS],
      {
        env: {
          ...env,
          E2E_CLUSTER: '1',
          E2E_PORT: '3310',
          PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
        },
      },
    );
    const playwright = readJson(playwrightReport);
    const passed =
      (vitest?.numPassedTests ?? 0) +
      (playwright?.stats?.expected ?? 0) +
      (playwright?.stats?.flaky ?? 0);
    const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
    const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
    const crashed = !vitest || !playwright?.stats;
    return {
      ok: vitestCode === 0 && playwrightCode === 0 && failed === 0 && !crashed,
      passed,
      failed,
      skipped,
      note:
        `${passed} passed, ${failed} failed, ${skipped} skipped` +
        (crashed ? ', a runner gave no report (crashed?)' : ''),
    };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = await clusterProblem();
  if (problem) {
    console.error(`The cluster tests need ${problem}.`);
    process.exit(1);
  }
  const chromiumPath = await ensureChromium();
  if (!chromiumPath) process.exit(1);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const started = Date.now();
  const result = await runClusterTests({
    chromiumPath,
    postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  console.log(`\nCluster: ${result.note} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(result.ok ? 0 : 1);
}
