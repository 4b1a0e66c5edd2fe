// What every benchmark script shares: a bounded run that cleans up on a signal or a time-out,
// progress lines, and the closing PASS/FAIL checks.
import { killAll } from './processes.mjs';

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

export const step = (text) => console.log(`• ${text}`);

/** Runs `work`, then prints `label` with the seconds it took. */
export async function timed(label, work) {
  const t0 = performance.now();
  const result = await work();
  step(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return result;
}

/** Prints `[label, ok, detail]` checks as PASS/FAIL lines; true when all pass. */
export function printChecks(checks) {
  console.log('');
  for (const [label, ok, detail] of checks) {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}${detail ? `: ${detail}` : ''}`);
  }
  return checks.every(([, ok]) => ok);
}
