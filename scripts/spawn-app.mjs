// Starting the app (or a server beside it) in a child process, for the tests and benchmarks that
// run it as production does: its own process, listening on a port. One place for the port, the
// environment `npm start` gives, the wait until it answers and the stop.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withServerEnv } from './server-env.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The app from source, as the tests and benchmarks run it. */
/**
 * The per-client and per-account limits, lifted: tests and benchmarks send every request from
 * one address and a few accounts, and the limits are tested on their own. The sign-in limit is
 * set by each caller (the limit tests count with the default).
 */
export const LIFTED_LIMITS = {
  SEARCH_RATE_LIMIT: '1000000',
  CONTACT_RATE_LIMIT: '1000000',
  LISTING_SAVE_LIMIT: '1000000',
  MESSAGE_RATE_LIMIT: '1000000',
  VIEW_RATE_LIMIT: '1000000',
};

export const APP_FROM_SOURCE = ['--import', 'tsx', path.join(root, 'src/server/main.ts')];

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

/**
 * Starts `node <args>` in the repository root with `env` (plus production mode and the allocator
 * settings where `env` does not set them, as `npm start` runs the server) and, given `readyUrl`,
 * waits until it answers 2xx. stdio 'inherit' passes the output through instead of keeping it.
 */
export async function spawnApp({
  name = 'app',
  args = APP_FROM_SOURCE,
  env,
  readyUrl,
  timeoutMs = 60_000,
  outputLimit = Infinity,
  stdio = 'pipe',
}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: withServerEnv(env),
    stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > outputLimit) output = output.slice(-outputLimit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );

  const handle = {
    name,
    pid: child.pid,
    exited,
    output: () => output,
    exit: () => exit,
    /** SIGTERM (graceful shutdown), SIGKILL after 10 s. */
    async stop() {
      if (exit) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    /** SIGKILL, as a crash or an out-of-memory kill would end it: no shutdown work at all. */
    async kill() {
      if (exit) return;
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGKILL without waiting, for exit paths that cannot wait. */
    killNow: () => child.kill('SIGKILL'),
    /** Sends a signal without waiting (a wrapper passing its own on). */
    signal: (signal) => child.kill(signal),
  };
  if (!readyUrl) return handle;

  // Transpiling and loading the app from source takes a few seconds; more on a busy machine.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit) {
      throw new Error(`${name} exited while starting (${JSON.stringify(exit)}):\n${output}`);
    }
    const ok = await fetch(readyUrl, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return handle;
    if (Date.now() > deadline) {
      await handle.kill();
      throw new Error(
        `${name} did not answer ${readyUrl} within ${timeoutMs / 1000} s:\n${output}`,
      );
    }
    await sleep(100);
  }
}
