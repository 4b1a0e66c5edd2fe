// What every benchmark script shares: a bounded run that cleans up on a signal or a time-out,
// progress lines, tables, and the closing PASS/FAIL checks that set the exit code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { killAll } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Builds the server (npm run build:server) for a benchmark that runs dist/server/main.js. */
export async function buildServer() {
  await timed('built the server (npm run build:server)', async () => {
    const result = spawnSync('npm', ['run', '--silent', 'build:server'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('npm run build:server failed');
  });
}

/**
 * Stops the run (killing its child processes and calling `cleanup`) after `budgetMs` or on
 * SIGINT/SIGTERM. Returns the watchdog timer: clear it when the run ends on its own.
 */
export function boundRun({ budgetMs, cleanup }) {
  const watchdog = setTimeout(async () => {
    console.error(`The benchmark took longer than ${Math.round(budgetMs / 1000)} s; stopping.`);
    killAll();
    await cleanup();
    process.exit(1);
  }, budgetMs);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      killAll();
      await cleanup();
      process.exit(130);
    });
  }
  return watchdog;
}

/**
 * The tail of every benchmark script: runs `main` (which returns true when its checks pass)
 * within `budgetMs`, always cleans up, and exits non-zero on a failed check or an error, so that
 * `npm test` and CI see a broken benchmark.
 */
export async function runBench({ budgetMs, cleanup = async () => {}, main }) {
  const watchdog = boundRun({ budgetMs, cleanup });
  let ok = false;
  try {
    ok = await main();
  } catch (error) {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`);
  } finally {
    killAll();
    await cleanup();
    clearTimeout(watchdog);
  }
  if (!ok) process.exitCode = 1;
  return ok;
}

export const step = (text) => console.log(`• ${text}`);

/** Runs `work`, then prints `label` with the seconds it took. */
export async function timed(label, work) {
  const t0 = performance.now();
  const result = await work();
  step(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return result;
}

/** A Markdown table of `rows` (the first is the header), columns padded to line up. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

/** Prints `[label, ok, detail]` checks as PASS/FAIL lines; true when all pass. */
export function printChecks(checks) {
  console.log('');
  for (const [label, ok, detail] of checks) {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}${detail ? `: ${detail}` : ''}`);
  }
  return checks.every(([, ok]) => ok);
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Nearest-rank percentile (with 7 values, p95 is the largest); NaN without values. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
