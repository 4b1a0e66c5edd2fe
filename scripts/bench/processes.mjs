// Starting and stopping the servers a benchmark measures; every child is stopped on exit.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { withServerEnv } from '../server-env.mjs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const children = new Set();

/** A TCP port that is free on the loopback interface right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * A benchmark sends every request from one address and a few accounts: the per-client and
 * per-account limits would measure themselves. A benchmark's own environment may set them again.
 */
const LIFTED_LIMITS = {
  AUTH_RATE_LIMIT: '1000000',
  SEARCH_RATE_LIMIT: '1000000',
  CONTACT_RATE_LIMIT: '1000000',
  LISTING_SAVE_LIMIT: '1000000',
};

/**
 * Starts `node <args>` in the repository root with the extra environment (in production mode
 * and with the allocator settings, as `npm start` runs the server) and waits until `readyUrl` answers 200. Returns a handle whose stop()
 * ends the process (SIGTERM, then SIGKILL after 10 s).
 */
export async function startServer({ name, args, env, readyUrl, timeoutMs = 30_000 }) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: withServerEnv({ ...LIFTED_LIMITS, ...process.env, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  exited.then(() => children.delete(child));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(readyUrl);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    await sleep(100);
  }

  return {
    name,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Kills whatever is still running; for exit paths that cannot wait. */
export function killAll() {
  for (const child of children) child.kill('SIGKILL');
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
