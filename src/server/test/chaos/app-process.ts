import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../lib/project-root';
import { freePort } from '../postgres-cluster';

/** The app as production runs it: its own process, listening on a port, main.ts from source. */
export interface AppProcess {
  /** http://127.0.0.1:<port>, also its PUBLIC_URL (the Origin a browser would send). */
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The exit, if the process has exited: code and signal. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** The DATA_DIR it runs with. */
  dataDir: string;
  /** SIGTERM (graceful shutdown), SIGKILL after 10 s; then its data folder is removed unless given. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill would end it: no shutdown work at all. */
  kill(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node --import tsx src/server/main.ts` on a free port, geocoding and demo data off, and
 * waits until /api/health answers. `env` adds to or overrides that. The DATA_DIR is a fresh one,
 * or `options.dataDir` (kept on stop, so a restarted app finds what the last one left); the port
 * a free one, or `options.port` (a balancer's upstream keeps its address across restarts).
 */
export async function startAppProcess(
  env: Record<string, string>,
  options: { dataDir?: string; port?: number } = {},
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'homestead-chaos-')));
  const root = projectRoot();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/main.ts')],
    {
      cwd: root,
      // Only what the app needs: nothing of the test runner's own environment (TEST_DB, …).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: os.tmpdir(),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        GEOCODING_ENABLED: 'false',
        AUTH_RATE_LIMIT: '100000',
        SEARCH_RATE_LIMIT: '100000',
        CONTACT_RATE_LIMIT: '100000',
        LISTING_SAVE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );

  const stop = async () => {
    if (!exit) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (!exit) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  // Transpiling and loading the app from source takes a few seconds; more on a busy machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exit) {
      await stop();
      throw new Error(`The app exited while starting (${JSON.stringify(exit)}):\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer /api/health within 60 s:\n${output}`);
    }
    await sleep(100);
  }
  return { url, dataDir, output: () => output, exit: () => exit, stop, kill };
}
