// The types of spawn-app.mjs, for the TypeScript tests that start the app in a child process.
export const LIFTED_LIMITS: Record<string, string>;
export const APP_FROM_SOURCE: string[];

export function freePort(): Promise<number>;

export interface AppExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedApp {
  name: string;
  pid: number | undefined;
  exited: Promise<AppExit>;
  /** What the process wrote to stdout and stderr so far (the last `outputLimit` characters). */
  output(): string;
  /** The exit, if the process has exited. */
  exit(): AppExit | undefined;
  /** SIGTERM (graceful shutdown), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill would end it. */
  kill(): Promise<void>;
  killNow(): void;
  signal(signal: NodeJS.Signals): void;
}

export function spawnApp(options: {
  name?: string;
  /** node's arguments; the app from source by default. */
  args?: string[];
  env: Record<string, string | undefined>;
  /** Waited for until it answers 2xx; no wait without it. */
  readyUrl?: string;
  timeoutMs?: number;
  outputLimit?: number;
  stdio?: 'pipe' | 'inherit';
}): Promise<SpawnedApp>;
