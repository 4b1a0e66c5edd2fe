// `npm run bench:bundle`: what a first visit to `/` downloads, gzip-compressed.
//
// Two measures. The one that counts loads `/` in Chromium against the built app (started here on
// a fresh data directory, with the demo data) and sums every JavaScript and CSS response,
// lazy chunks included. The other reads dist/client/index.html and follows the static imports of
// its entry script and modulepreload links, as a cross-check. Also makes sure no Leaflet code is
// downloaded on `/` (the map belongs to the listing page).
//
//   npm run bench:bundle -- [--no-build] [--budget-kb=110]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort, startServer } from './processes.mjs';
import { printChecks, runBench } from './harness.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const clientDir = path.join(root, 'dist', 'client');
const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'budget-kb': { type: 'string', default: '110' },
  },
});
const budget = Number(opts['budget-kb']) * 1000;
const LOOPBACK = '127.0.0.1';

/** gzip at zlib's default level, as Vite's build report measures it. */
const gzipSize = (body) => gzipSync(body).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Leaflet's own code carries these; its CSS carries the class names only. */
const LEAFLET_CODE = /leafletjs\.com|L\.Map\b|_leaflet_id|leaflet-container/;
const isLeafletCode = (name, body) => /leaflet/i.test(name) || LEAFLET_CODE.test(body.toString());

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, re-exports). */
function staticImports(code) {
  const pattern = /\b(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["'`]([^"'`]+\.js)["'`]/g;
  return [...new Set([...code.matchAll(pattern)].map((m) => m[1]))];
}

/** Targets of `import("./x.js")` (Vite writes them with backquotes). */
function dynamicImports(code) {
  const pattern = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
  return [...new Set([...code.matchAll(pattern)].map((m) => m[1]))];
}

const readAsset = (url) => readFileSync(path.join(clientDir, new URL(url, 'http://app/').pathname));

/** The chunks `urls` load and everything they import statically; and what they import lazily. */
function staticClosure(urls) {
  const js = new Map();
  const lazy = new Set();
  const queue = urls.map((url) => new URL(url, 'http://app/').pathname);
  while (queue.length > 0) {
    const url = queue.shift();
    if (js.has(url)) continue;
    const code = readAsset(url);
    js.set(url, code);
    for (const spec of staticImports(code.toString())) {
      queue.push(new URL(spec, `http://app${url}`).pathname);
    }
    for (const spec of dynamicImports(code.toString())) {
      lazy.add(new URL(spec, `http://app${url}`).pathname);
    }
  }
  return { js, lazy: [...lazy].filter((url) => !js.has(url)) };
}

/** What index.html makes the browser fetch before any code runs: entry, modulepreload, CSS. */
function htmlEntries() {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const scripts = [];
  const styles = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) {
      scripts.push(attr(tag, 'src'));
    } else if (/rel="modulepreload"/.test(tag)) {
      scripts.push(attr(tag, 'href'));
    } else if (/rel="stylesheet"/.test(tag)) {
      styles.push(attr(tag, 'href'));
    }
  }
  return { scripts, styles };
}

/** Loads `/` in a fresh Chromium profile; every response body, by URL. */
async function browserVisit(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // Only the app itself: anything else (map tiles, fonts from elsewhere) is refused.
    await page.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort(),
    );
    const pending = [];
    page.on('response', (response) => {
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            type: response.request().resourceType(),
            contentType: response.headers()['content-type'] ?? '',
            body,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const title = await page.title();
    const responses = (await Promise.all(pending)).filter(Boolean);
    await context.close();
    return { title, responses };
  } finally {
    await browser.close();
  }
}

function listing(files) {
  return files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `    ${kb(f.gzip).padStart(9)} gz  ${kb(f.raw).padStart(9)} raw  ${f.name}`)
    .join('\n');
}

const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);
const describe = (name, body) => ({ name, raw: body.length, gzip: gzipSize(body), body });

async function main() {
  if (!opts['no-build']) {
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('dist/client/index.html is missing: run `npm run build` first');
  }

  const entries = htmlEntries();
  const entryGraph = staticClosure(entries.scripts);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bundle-'));
  let app;
  let visit;
  try {
    const port = await freePort();
    const origin = `http://${LOOPBACK}:${port}`;
    app = await startServer({
      name: 'app',
      args: ['dist/server/main.js'],
      env: {
        PORT: String(port),
        HOST: LOOPBACK,
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: 'true',
        STORAGE_DRIVER: 'local',
        REDIS_URL: '',
        SMTP_URL: '',
        MAP_TILE_URL: `http://${LOOPBACK}:9/tiles/{z}/{x}/{y}.png`,
        LOG_LEVEL: 'warn',
      },
      readyUrl: `${origin}/api/health`,
      timeoutMs: 180_000,
    });
    visit = await browserVisit(origin);
  } finally {
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const pathOf = (url) => new URL(url).pathname;
  const js = visit.responses
    .filter((r) => r.type === 'script' || /javascript/.test(r.contentType))
    .map((r) => describe(pathOf(r.url), r.body));
  const css = visit.responses
    .filter((r) => r.type === 'stylesheet' || /text\/css/.test(r.contentType))
    .map((r) => describe(pathOf(r.url), r.body));
  const others = visit.responses.length - js.length - css.length;
  const leaflet = js.filter((f) => isLeafletCode(f.name, f.body));
  const lazyLoaded = js.filter((f) => !entryGraph.js.has(f.name)).map((f) => f.name);
  // The cross-check: index.html's graph plus the lazy chunks `/` asked for, followed statically.
  const routeChunks = lazyLoaded.filter((name) => entryGraph.lazy.includes(name));
  const staticGraph = staticClosure([...entryGraph.js.keys(), ...routeChunks]);
  const staticJs = [...staticGraph.js].map(([name, body]) => describe(name, body));
  const entryJs = [...entryGraph.js].map(([name, body]) => describe(name, body));
  const entryCss = entries.styles.map((name) => describe(name, readAsset(name)));

  console.log(
    `\nFirst visit to / in Chromium ("${visit.title}"), ${visit.responses.length} responses:`,
  );
  console.log(
    `  JavaScript: ${js.length} files, ${kb(sum(js, 'gzip'))} gzip (${kb(sum(js, 'raw'))} raw)`,
  );
  console.log(listing(js));
  console.log(
    `  CSS: ${css.length} files, ${kb(sum(css, 'gzip'))} gzip (${kb(sum(css, 'raw'))} raw)`,
  );
  if (css.length > 0) console.log(listing(css));
  console.log(`  Other responses (document, API, images, icons): ${others}`);
  console.log(
    `  Loaded lazily after the entry: ${lazyLoaded.length > 0 ? lazyLoaded.join(', ') : 'nothing'}`,
  );

  console.log('\nFrom dist/client alone (static imports followed, import() not):');
  console.log(
    `  index.html's entry and modulepreloads: ${entryJs.length} files, ` +
      `${kb(sum(entryJs, 'gzip'))} gzip JavaScript, ${kb(sum(entryCss, 'gzip'))} gzip CSS`,
  );
  console.log(
    `  with the lazy chunks / loads at once (${routeChunks.join(', ') || 'none'}): ` +
      `${staticJs.length} files, ${kb(sum(staticJs, 'gzip'))} gzip JavaScript`,
  );

  const total = sum(js, 'gzip');
  const checks = [
    [`JavaScript on / ≤ ${kb(budget)} gzip`, total <= budget, kb(total)],
    [
      'no Leaflet code downloaded on /',
      leaflet.length === 0,
      leaflet.map((f) => f.name).join(', '),
    ],
  ];
  return printChecks(checks);
}

// Building and starting the app on a fresh data directory (demo photos drawn) take most of it.
await runBench({ budgetMs: 10 * 60_000, main });
