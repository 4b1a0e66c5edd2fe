import { execFile, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/spawn-app.mjs';

export { freePort };

/**
 * A throwaway PostgreSQL server for tests that stop and restart the database: its own initdb in
 * a temporary folder, on a free port, removed again by destroy(). The machine's own cluster is
 * never touched.
 *
 * PostgreSQL refuses to run as root; as root (CI containers) the cluster belongs to `nobody`
 * and every PostgreSQL command runs as that user.
 */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** pg_ctl stop -m fast: sessions are ended ("terminating connection due to administrator command"). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** pg_ctl restart -m fast: what an operator or a failover does. */
  restart(): Promise<void>;
  /** Stops the server (immediately) and deletes its folder. */
  destroy(): Promise<void>;
}

const isCI = () => /^(1|true|yes)$/i.test(process.env.CI ?? '');

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The folder with initdb and pg_ctl: PG_BIN, Debian's newest version, pg_config, or PATH. */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // not Debian's layout
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return candidates.find(
    (dir) => isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_ctl')),
  );
}

/**
 * Why a throwaway cluster cannot be made here (for describe.skipIf), or undefined when it can.
 * With CI set a missing PostgreSQL is not a reason to skip: the test runs and fails, saying so.
 */
export function postgresClusterUnavailable(): string | undefined {
  if (findPostgresBin() || isCI()) return undefined;
  return (
    'PostgreSQL binaries (initdb, pg_ctl) not found: install PostgreSQL (Debian: apt-get install ' +
    'postgresql) or set PG_BIN to their folder. Skipped because CI is not set.'
  );
}

/** The unprivileged user PostgreSQL runs as when the tests run as root. */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error('Running as root, and there is no "nobody" user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL binaries (initdb, pg_ctl) not found; CI is set, so this is a failure. ' +
        'Install PostgreSQL (Debian: apt-get install postgresql) or set PG_BIN.',
    );
  }
  const user = unprivilegedUser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();

  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(
        path.join(bin, command),
        args,
        { cwd: dir, env: { ...process.env, HOME: dir, LC_ALL: 'C' }, ...(user ?? {}) },
        (error, stdout, stderr) => {
          if (!error) return resolve();
          let log = '';
          try {
            log = readFileSync(logFile, 'utf8').slice(-2000);
          } catch {
            // no server log yet
          }
          reject(new Error(`${command} ${args.join(' ')} failed: ${stderr || stdout}\n${log}`));
        },
      );
    });

  // Sockets in our own folder (the default /var/run/postgresql is not ours to write);
  // fsync off: a throwaway cluster need not survive a power cut, only restarts.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', ...args]);

  await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  // A test process that dies without destroy() must not leave a server running.
  const stopNow = () => {
    spawnSync(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'], {
      ...(user ?? {}),
      stdio: 'ignore',
    });
  };
  process.once('exit', stopNow);
  await pgCtl('-o', serverOptions, 'start');

  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start: () => pgCtl('-o', serverOptions, 'start'),
    restart: () => pgCtl('-m', 'fast', '-o', serverOptions, 'restart'),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      process.off('exit', stopNow);
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
