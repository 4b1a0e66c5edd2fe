import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, LIFTED_LIMITS, spawnApp } from '../../../../scripts/spawn-app.mjs';

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

/**
 * Starts `node --import tsx src/server/main.ts` on a free port, geocoding and demo data off, and
 * waits until /api/health answers. `env` adds to or overrides that. The DATA_DIR is a fresh one,
 * or `options.dataDir` (kept on stop, so a restarted app finds what the last one left); the port
 * a free one, or `options.port` (a balancer's upstream keeps its address across restarts).
 */
export async function startAppProcess(
  env: Record<string, string>,
  options: { dataDir?: string; port?: number; startTimeoutMs?: number } = {},
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'homestead-chaos-')));
  const removeDataDir = async () => {
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const app = await spawnApp({
      readyUrl: `${url}/api/health`,
      ...(options.startTimeoutMs && { timeoutMs: options.startTimeoutMs }),
      // Only what the app needs: nothing of the test runner's own environment (TEST_DB, …).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: os.tmpdir(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        GEOCODING_ENABLED: 'false',
        ...LIFTED_LIMITS,
        AUTH_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        // The demo's photos processed once in a test run (when it loads the demo).
        ...(process.env.DEMO_PHOTO_CACHE_DIR && {
          DEMO_PHOTO_CACHE_DIR: process.env.DEMO_PHOTO_CACHE_DIR,
        }),
        ...env,
      },
    });
    return {
      url,
      dataDir,
      output: app.output,
      exit: app.exit,
      stop: async () => {
        await app.stop();
        await removeDataDir();
      },
      kill: app.kill,
    };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}
