// Starting and stopping the servers a benchmark measures; every child is stopped on exit.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { freePort, LIFTED_LIMITS, spawnApp } from '../spawn-app.mjs';

export { freePort };

const children = new Set();

/** A benchmark's limits would measure themselves; its own environment may set them again. */
const BENCH_LIMITS = { ...LIFTED_LIMITS, AUTH_RATE_LIMIT: '1000000' };

/**
 * Starts `node <args>` in the repository root with the extra environment (in production mode
 * and with the allocator settings, as `npm start` runs the server) and waits until `readyUrl`
 * answers 200. Returns a handle whose stop() ends the process (SIGTERM, then SIGKILL after 10 s).
 */
export async function startServer({ name, args, env, readyUrl, timeoutMs = 30_000 }) {
  const server = await spawnApp({
    name,
    args,
    env: { ...BENCH_LIMITS, ...process.env, ...env },
    readyUrl,
    timeoutMs,
    outputLimit: 4000,
  });
  children.add(server);
  server.exited.then(() => children.delete(server));
  return { name, pid: server.pid, output: server.output, stop: server.stop };
}

/** Kills whatever is still running; for exit paths that cannot wait. */
export function killAll() {
  for (const child of children) child.killNow();
}

process.on('exit', killAll);

/** A running process's resident set size now (VmRSS) and its peak (VmHWM), in bytes. */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) * 1024;
    return { now: read('VmRSS'), peak: read('VmHWM') };
  } catch {
    return null;
  }
}

/** Resets a process's peak RSS (VmHWM) to its current RSS; false where Linux does not allow it. */
export async function resetPeakRss(pid) {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
