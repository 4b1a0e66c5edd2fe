// The helpers of `npm test` (scripts/test.mjs): running a command, reading a JSON report, and
// finding the services the tests need (PostgreSQL, Chromium).
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const defaultChromium = '/usr/bin/chromium';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command with its output kept; resolves to its exit code and what it wrote (stdout and
 * stderr in the order they came), for commands run side by side whose output must not mix.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...options.env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('error', (error) => {
      resolve({ code: 127, output: `Could not start ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: output() }),
    );
  });
}

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** Connects to PostgreSQL with a short timeout: null when reachable, else the reason. */
export async function postgresProblem(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3000,
    query_timeout: 3000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs a Debian package when this process may (root, apt-get there); true when it did. The
 * test runs install what they need the way CI does, so a fresh machine needs no setup.
 */
async function aptInstall(name) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) return false;
  const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`${name} is missing: installing Debian's ${name} package.`);
  console.log('$ apt-get update');
  if ((await run('apt-get', ['update'], { env: aptEnv })) !== 0)
    throw new Error(`apt-get update failed: cannot install ${name}.`);
  console.log(`$ apt-get install -y ${name}`);
  if ((await run('apt-get', ['install', '-y', name], { env: aptEnv })) !== 0)
    throw new Error(`apt-get install -y ${name} failed.`);
  return true;
}

/** Finds Chromium for Playwright, installing Debian's package when allowed; returns its path. */
export async function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new Error(
      `CHROMIUM_PATH is set to "${configured}", but no executable is there.\n` +
        `Point CHROMIUM_PATH at a Chromium binary, or unset it to use ${defaultChromium}.`,
    );
  }
  if (isExecutable(defaultChromium)) return defaultChromium;
  if (await aptInstall('chromium')) {
    if (isExecutable(defaultChromium)) return defaultChromium;
    throw new Error(`apt-get installed chromium, but ${defaultChromium} is still missing.`);
  }
  throw new Error(
    [
      `The end-to-end tests need Chromium, and none was found at ${defaultChromium}.`,
      '(Playwright cannot download its own browser here.) Install it, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at another Chromium binary:',
      '  CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
}

/** nginx for the cluster tests (NGINX_PATH or Debian's), installed when allowed; its path or null. */
export async function ensureNginx() {
  const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
  if (isExecutable(nginx)) return nginx;
  if (process.env.NGINX_PATH) return null;
  return (await aptInstall('nginx')) && isExecutable(nginx) ? nginx : null;
}
