// `npm test`: every check and test of the project, in order, with one summary at the end.
//
//   1. typecheck, lint, format check side by side, beside Vitest (a failure stops the run after it)
//   2. Vitest: shared, client, server on embedded PGlite, and server on PostgreSQL when reachable
//   3. build the app, then the quick API benchmark (scripts/bench/run.mjs --quick, PostgreSQL
//      needed), the first-visit budget (scripts/bench/bundle-size.mjs) and the geocoder's address
//      set (scripts/bench/geocoder.mjs) so that a change that breaks a benchmark fails here, then
//      Playwright end-to-end tests in Debian's Chromium
//   4. the cluster: two instances behind Debian's nginx (scripts/test-cluster.mjs), when nginx and
//      PostgreSQL are there (required with CI=true)
//
// The last line is "N passed, N failed, N skipped": Vitest and Playwright tests summed, and each
// benchmark as one. A step
// that fails without failing a test (a type error, a broken build, a crashed runner) counts as
// one failure there too, so the line never reads "0 failed" for a failing run.
//
// Environment: CI=true makes a missing PostgreSQL an error instead of a skip; DATABASE_URL picks
// the PostgreSQL server; CHROMIUM_PATH points at another Chromium binary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterProblem, runClusterTests } from './test-cluster.mjs';
import { playwrightTests, vitestFailures } from './test-reports.mjs';
import {
  ensureChromium,
  postgresProblem,
  readJson,
  redactUrl,
  root,
  run,
  runCaptured,
} from './test-helpers.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const isCI = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

const startedAt = Date.now();
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'homestead-test-'));
// Every server of the run that loads the demo (the seed's tests, the first-visit benchmark, the
// journeys, the cluster) draws and encodes the same 65 photos: the first keeps them here for the
// others (src/server/demo/demo-photo-cache.ts). Removed with the reports at the end.
process.env.DEMO_PHOTO_CACHE_DIR ??= path.join(reportDir, 'demo-photos');
const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test by file and name: the summary repeats them, as a CI log may keep only its end. */
const failedNames = [];
const flakyNames = [];
const projects = ['shared', 'client', 'scripts', 'server', 'server-pglite'];
let postgresNote;

const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function banner(title) {
  console.log(`\n${bold(`━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`)}`);
}

/** Runs one named step and records its outcome for the summary. */
async function step(name, fn) {
  banner(name);
  const t0 = Date.now();
  let outcome;
  try {
    outcome = await fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    outcome = { ok: false };
  }
  const record = { name, ms: Date.now() - t0, ...outcome };
  steps.push(record);
  return record;
}

/** A step run beside others: its banner and output are printed together once it ends. */
async function capturedStep(name, command, args) {
  const t0 = Date.now();
  const { code, output } = await runCaptured(command, args);
  banner(name);
  process.stdout.write(output);
  const record = { name, ms: Date.now() - t0, ok: code === 0 };
  steps.push(record);
  return record;
}

const commandStep = (name, command, args, env) =>
  step(name, async () => ({ ok: (await run(command, args, { env })) === 0 }));

function addCounts(passed, failed, skipped) {
  counts.passed += passed;
  counts.failed += failed;
  counts.skipped += skipped;
}

// ── 0. dependencies (a fresh clone without node_modules) ─────────────────────────────────────
if (!existsSync(bin('vitest')) || !existsSync(bin('playwright'))) {
  const hasLock = existsSync(path.join(root, 'package-lock.json'));
  const install = hasLock ? ['ci'] : ['install'];
  const r = await commandStep(`Install dependencies (npm ${install[0]})`, 'npm', install);
  if (!r.ok) finish();
}

// ── 1. browser (before the long steps, so a missing one stops the run early) ────────────────
let chromiumPath;
await step('Browser (Chromium for Playwright)', async () => {
  chromiumPath = await ensureChromium();
  const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  console.log(`Using ${chromiumPath}${version ? ` (${version})` : ''}`);
  return { ok: true };
});
if (!chromiumPath) finish();

// ── 2. static checks, side by side and beside Vitest: each is one process on one thread (tsc
// 64 s, eslint 66 s, prettier 50 s on two shared cores) and none waits on another. Vitest leaves
// a core partly idle while its PostgreSQL files wait on the server; run before it, the checks
// took a minute of the run's twenty. Their output is printed as each ends; a failure stops the
// run once Vitest has ended (stopping Vitest midway would leave its template databases behind).
const staticChecks = Promise.all([
  capturedStep('Typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  capturedStep('Lint (eslint .)', bin('eslint'), ['.']),
  capturedStep('Format (prettier --check .)', bin('prettier'), ['--check', '.']),
]).then((results) => {
  const failed = results.some((r) => !r.ok);
  if (failed) console.error('\nStatic checks failed: fix them (npm run format fixes formatting).');
  return !failed;
});

// ── 3. Vitest ────────────────────────────────────────────────────────────────────────────────
const postgresUrl = process.env.DATABASE_URL || defaultPostgresUrl;
const problem = await postgresProblem(postgresUrl);
if (problem === null) {
  projects.push('server-postgres');
  postgresNote = `PostgreSQL reachable at ${redactUrl(postgresUrl)}: running server-postgres too.`;
} else if (isCI) {
  steps.push({
    name: 'PostgreSQL',
    ms: 0,
    ok: false,
    note: `required with CI=true, not reachable at ${redactUrl(postgresUrl)} (${problem})`,
  });
  console.error(
    `\nCI=true requires PostgreSQL for the server-postgres tests, but ${redactUrl(postgresUrl)} ` +
      `is not reachable (${problem}).\nStart PostgreSQL there or set DATABASE_URL to a server ` +
      `this job can reach.`,
  );
} else {
  postgresNote =
    `PostgreSQL run skipped: ${redactUrl(postgresUrl)} is not reachable (${problem}). ` +
    `Start PostgreSQL or set DATABASE_URL to include it.`;
}
if (postgresNote) console.log(`\n${postgresNote}`);

const vitestReport = path.join(reportDir, 'vitest.json');
await step(`Vitest (${projects.join(', ')})`, async () => {
  const code = await run(bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--passWithNoTests',
    // Vitest's default (one worker fewer than the cores) runs a 2-core machine one file at a
    // time; most of these tests wait on a database, so two at a time is about a quarter faster.
    `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`,
    // As Playwright's journeys: on CI a failed test is tried once more, and named as flaky.
    ...(isCI ? ['--retry=1'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport);
  if (!report) return { ok: false, note: 'no JSON report (the run crashed?)' };
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  addCounts(passed, failed, skipped);
  failedNames.push(...vitestFailures(report, 'failed'));
  const flaky = vitestFailures(report, 'passed');
  flakyNames.push(...flaky);
  const outside = code !== 0 && failed === 0 ? ', and errors outside tests (see above)' : '';
  return {
    ok: code === 0 && failed === 0,
    counted: true,
    failedTests: failed,
    note: `${passed} passed${flaky.length ? ` (${flaky.length} flaky)` : ''}, ${failed} failed, ${skipped} skipped${outside}`,
  };
});

if (!(await staticChecks)) finish();

const clusterName = 'Cluster (2 instances behind nginx: tests and journeys)';
const clusterMissing = (await clusterProblem()) ?? (problem !== null ? 'PostgreSQL' : null);

// ── 4. build, quick benchmark, Playwright ────────────────────────────────────────────────────
const build = await commandStep('Build (npm run build)', 'npm', ['run', '--silent', 'build']);
const benchName = 'Benchmark (npm run bench -- --quick)';
if (!build.ok) {
  steps.push({ name: benchName, ms: 0, ok: false, note: 'not run' });
} else if (problem !== null) {
  addCounts(0, 0, 1);
  steps.push({ name: benchName, ms: 0, ok: true, note: 'skipped: it needs PostgreSQL' });
} else {
  await step(benchName, async () => {
    const code = await run(process.execPath, ['scripts/bench/run.mjs', '--quick', '--no-build'], {
      env: { BENCH_DATABASE_URL: postgresUrl },
    });
    const ok = code === 0;
    addCounts(ok ? 1 : 0, ok ? 0 : 1, 0);
    return { ok, counted: true, failedTests: ok ? 0 : 1, note: ok ? 'checks pass' : 'failed' };
  });
}
if (build.ok) {
  // The first-visit budget: bytes on the wire of three pages, in Chromium.
  await step('First visit (npm run bench:bundle)', async () => {
    const code = await run(process.execPath, ['scripts/bench/bundle-size.mjs', '--no-build'], {
      env: { CHROMIUM_PATH: chromiumPath },
    });
    const ok = code === 0;
    addCounts(ok ? 1 : 0, ok ? 0 : 1, 0);
    return { ok, counted: true, failedTests: ok ? 0 : 1, note: ok ? 'checks pass' : 'failed' };
  });
  // The geocoder's address set and lookup times, beside the geocoder it replaced.
  await step('Geocoder (npm run bench:geocoder)', async () => {
    const code = await run(process.execPath, ['scripts/bench/geocoder.mjs', '--rounds=5']);
    const ok = code === 0;
    addCounts(ok ? 1 : 0, ok ? 0 : 1, 0);
    return { ok, counted: true, failedTests: ok ? 0 : 1, note: ok ? 'checks pass' : 'failed' };
  });
  const playwrightReport = path.join(reportDir, 'playwright.json');
  await step('Playwright (end-to-end, Chromium)', async () => {
    const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
      env: {
        CHROMIUM_PATH: chromiumPath,
        PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
        // The cluster runs the journeys that write state on a desktop: here, the phone only.
        ...(clusterMissing ? {} : { E2E_CLUSTER_TAKES_DESKTOP: '1' }),
      },
    });
    const report = readJson(playwrightReport);
    if (!report?.stats) return { ok: false, note: 'no JSON report (the run crashed?)' };
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    const passed = expected + flaky;
    addCounts(passed, unexpected, skipped);
    failedNames.push(...playwrightTests(report.suites ?? [], 'unexpected'));
    flakyNames.push(...playwrightTests(report.suites ?? [], 'flaky'));
    const errors = report.errors?.length ?? 0;
    return {
      ok: code === 0 && unexpected === 0,
      counted: true,
      failedTests: unexpected,
      note:
        `${passed} passed${flaky ? ` (${flaky} flaky)` : ''}, ${unexpected} failed, ` +
        `${skipped} skipped${errors ? `, ${errors} errors outside tests` : ''}`,
    };
  });
} else {
  steps.push({ name: 'Playwright (end-to-end, Chromium)', ms: 0, ok: false, note: 'not run' });
}

// ── 5. two instances behind nginx (npm run test:cluster) ─────────────────────────────────────
if (!build.ok) {
  steps.push({ name: clusterName, ms: 0, ok: false, note: 'not run' });
} else if (clusterMissing) {
  // CI installs nginx and runs PostgreSQL; elsewhere the run says what it left out.
  if (isCI) steps.push({ name: clusterName, ms: 0, ok: false, note: `needs ${clusterMissing}` });
  else {
    addCounts(0, 0, 1);
    steps.push({ name: clusterName, ms: 0, ok: true, note: `skipped: needs ${clusterMissing}` });
  }
} else {
  await step(clusterName, async () => {
    const result = await runClusterTests({ chromiumPath, postgresUrl });
    addCounts(result.passed, result.failed, result.skipped);
    return { ok: result.ok, counted: true, failedTests: result.failed, note: result.note };
  });
}

finish();

function finish() {
  rmSync(reportDir, { recursive: true, force: true });
  banner('Summary');
  for (const s of steps) {
    const mark = s.ok ? 'ok  ' : 'FAIL';
    const time = s.ms ? seconds(s.ms).padStart(8) : '        ';
    console.log(`${mark} ${time}  ${s.name}${s.note ? ` — ${s.note}` : ''}`);
  }
  if (postgresNote && !projects.includes('server-postgres')) console.log(postgresNote);
  if (flakyNames.length > 0) console.log(`\nFlaky:\n${flakyNames.map((n) => `  ${n}`).join('\n')}`);
  if (failedNames.length > 0)
    console.log(`\nFailed:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
  // A failed step with no failed test in it still counts as one failure.
  const stepFailures = steps.filter((s) => !s.ok && !(s.counted && s.failedTests > 0)).length;
  const failed = counts.failed + stepFailures;
  const ok = failed === 0;
  console.log(`\n${ok ? 'All checks passed' : 'FAILED'} in ${seconds(Date.now() - startedAt)}`);
  console.log(
    `${counts.passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  process.exit(ok ? 0 : 1);
}
