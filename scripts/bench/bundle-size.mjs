// `npm run bench:bundle`: what a first visit downloads, in bytes on the wire.
//
// Loads `/`, `/category/rent` and a listing's page, each in a fresh Chromium profile, against
// the built app (started here on a fresh data directory with the demo data), and sums the
// encoded body of every response by type: the bytes the network carried, after compression.
// For comparison it also gives what the JavaScript weighs uncompressed. Checks the first-visit
// budget of `/` and that no Leaflet code is downloaded there (the map belongs to the listing page).
//
//   npm run bench:bundle -- [--no-build] [--budget-kb=100]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { detailPath, startDemoApp } from './demo-app.mjs';
import { printChecks, runBench, step, table } from './harness.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'budget-kb': { type: 'string', default: '100' },
  },
});
const budget = Number(opts['budget-kb']) * 1000;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Leaflet's own code carries these; its CSS carries the class names only. */
const LEAFLET_CODE = /leafletjs\.com|L\.Map\b|_leaflet_id|leaflet-container/;

const TYPES = ['document', 'script', 'stylesheet', 'image', 'fetch', 'other'];
const typeOf = (request) => {
  const type = request.resourceType();
  if (type === 'xhr') return 'fetch';
  return TYPES.includes(type) ? type : 'other';
};

/** Loads `path` in a fresh profile; every response with its bytes on the wire. */
async function visit(browser, origin, path) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // Only the app itself: anything else (map tiles) is refused.
  await page.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort(),
  );
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = await response?.body().catch(() => null);
        return {
          path: new URL(request.url()).pathname,
          type: typeOf(request),
          wire: sizes.responseBodySize,
          raw: body?.length ?? 0,
          encoding: response?.headers()['content-encoding'] ?? 'none',
          leaflet: request.resourceType() === 'script' && LEAFLET_CODE.test(body?.toString() ?? ''),
        };
      })(),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  const responses = await Promise.all(pending);
  await context.close();
  return responses;
}

async function main() {
  const app = await startDemoApp({ build: !opts['no-build'] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const visits = {};
  try {
    const pages = ['/', '/category/rent', await detailPath(app.origin)];
    for (const path of pages) {
      visits[path] = await visit(browser, app.origin, path);
      step(`loaded ${path}: ${visits[path].length} responses`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }

  const sum = (responses, key) => responses.reduce((total, r) => total + r[key], 0);
  const rows = [['page', ...TYPES, 'total', 'JavaScript uncompressed']];
  for (const [path, responses] of Object.entries(visits)) {
    const byType = TYPES.map((type) =>
      kb(
        sum(
          responses.filter((r) => r.type === type),
          'wire',
        ),
      ),
    );
    const scripts = responses.filter((r) => r.type === 'script');
    rows.push([path, ...byType, kb(sum(responses, 'wire')), kb(sum(scripts, 'raw'))]);
  }
  console.log(`\nFirst visit, bytes on the wire (encoded bodies), by type:\n${table(rows)}`);
  const home = visits['/'];
  console.log('\nJavaScript of /:');
  for (const r of home.filter((x) => x.type === 'script').sort((a, b) => b.wire - a.wire)) {
    console.log(
      `  ${kb(r.wire).padStart(9)} wire  ${kb(r.raw).padStart(9)} raw  ${r.encoding.padEnd(4)}  ${r.path}`,
    );
  }

  const homeJs = sum(
    home.filter((r) => r.type === 'script'),
    'wire',
  );
  const uncompressed = Object.values(visits)
    .flat()
    .filter((r) => ['script', 'stylesheet', 'document'].includes(r.type) && r.raw >= 1024)
    .filter((r) => r.encoding === 'none');
  const leaflet = home.filter((r) => r.leaflet);
  return printChecks([
    [`JavaScript on / ≤ ${kb(budget)} on the wire`, homeJs <= budget, kb(homeJs)],
    [
      'no Leaflet code downloaded on /',
      leaflet.length === 0,
      leaflet.map((r) => r.path).join(', '),
    ],
    [
      'every page, script and stylesheet of 1 KB or more is compressed',
      uncompressed.length === 0,
      uncompressed.map((r) => r.path).join(', '),
    ],
  ]);
}

// Building and starting the app on a fresh data directory (demo photos drawn) take most of it.
await runBench({ budgetMs: 10 * 60_000, main });
