// `npm start`: builds what is missing or out of date, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { OTHER_LANGUAGES } from './languages.mjs';
import { SERVER_ENV, withServerEnv } from './server-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Each language's pages are a build of their own (English at the root, Hindi in hi/).
const outputs = [
  ...['', ...OTHER_LANGUAGES].flatMap((folder) => [
    path.join('dist/client', folder, 'index.html'),
    path.join('dist/ssr', folder, 'entry-server.js'),
  ]),
  'dist/server/main.js',
].map((f) => path.join(root, f));
const sources = ['src', 'drizzle', 'scripts/build', 'vite.config.ts', 'package.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed: rebuilding…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const main = path.join(root, 'dist/server/main.js');
if (Object.keys(SERVER_ENV).every((name) => name in process.env)) {
  await import(main);
} else {
  // The allocator settings only take effect at process start: the server runs as a child with
  // them (and NODE_ENV), and this process only passes signals on and exits with it. The child
  // has a process group of its own, so a Ctrl-C reaches it once (from here), not twice (which
  // stops at once).
  const server = spawn(process.execPath, [...process.execArgv, main], {
    stdio: 'inherit',
    env: withServerEnv(),
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}
