// `npm run bench:bundle`: what a first visit downloads, in bytes as received (headers included).
//
// Loads `/`, `/category/rent` and a listing's page, each in a fresh Chromium profile, against
// the built app (started here on a fresh data directory with the demo data), until the network
// is idle, and sums every response by type as Chromium received it: its headers and its
// compressed body (the DevTools protocol's `encodedDataLength`). For comparison it also gives
// the bodies alone and what the JavaScript weighs uncompressed. Checks the first-visit
// budget of `/` and that no Leaflet code is downloaded there (the map belongs to the listing page);
// `/hi` and a Hindi listing's page too: `/hi` within `/`'s budget and 5 kB, with no English texts.
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
/** English texts of every page's frame: a Hindi page that carries them loads both catalogues. */
const ENGLISH_TEXTS = /Skip to content|Go to the home page/;
/** A Hindi page may carry this much more JavaScript than `/` (its texts are longer). */
const HINDI_ALLOWANCE = 5_000;

const TYPES = ['document', 'script', 'stylesheet', 'image', 'fetch', 'other'];
const typeOf = (request) => {
  const type = request.resourceType();
  if (type === 'xhr') return 'fetch';
  return TYPES.includes(type) ? type : 'other';
};

/**
 * What Chromium received for each URL, headers included, by its DevTools protocol: Playwright's
 * own sizes leave out the headers, which weigh as much as a small script.
 */
async function receivedBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map();
  const received = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url) received.set(url, (received.get(url) ?? 0) + encodedDataLength);
  });
  await cdp.send('Network.enable');
  return received;
}

/** Loads `path` in a fresh profile; every response with its bytes as received. */
async function visit(browser, origin, path) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const received = await receivedBytes(page);
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
          url: request.url(),
          body: sizes.responseBodySize,
          raw: body?.length ?? 0,
          encoding: response?.headers()['content-encoding'] ?? 'none',
          leaflet: request.resourceType() === 'script' && LEAFLET_CODE.test(body?.toString() ?? ''),
          english:
            request.resourceType() === 'script' && ENGLISH_TEXTS.test(body?.toString() ?? ''),
        };
      })(),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  const responses = await Promise.all(pending);
  await context.close();
  for (const response of responses) response.received = received.get(response.url) ?? 0;
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
    const detail = await detailPath(app.origin);
    const pages = ['/', '/category/rent', detail, '/hi', `/hi${detail}`];
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
          'received',
        ),
      ),
    );
    const scripts = responses.filter((r) => r.type === 'script');
    rows.push([path, ...byType, kb(sum(responses, 'received')), kb(sum(scripts, 'raw'))]);
  }
  console.log(
    `\nFirst visit, bytes as received (headers and encoded bodies), by type:\n${table(rows)}`,
  );
  const home = visits['/'];
  console.log('\nJavaScript of /:');
  for (const r of home.filter((x) => x.type === 'script').sort((a, b) => b.received - a.received)) {
    console.log(
      `  ${kb(r.received).padStart(9)} received  ${kb(r.body).padStart(9)} body  ${kb(r.raw).padStart(9)} raw  ${r.encoding.padEnd(4)}  ${r.path}`,
    );
  }

  const homeJs = sum(
    home.filter((r) => r.type === 'script'),
    'received',
  );
  const homeJsBodies = sum(
    home.filter((r) => r.type === 'script'),
    'body',
  );
  console.log(`\nJavaScript of /: ${kb(homeJs)} received, ${kb(homeJsBodies)} of it bodies`);
  const uncompressed = Object.values(visits)
    .flat()
    .filter((r) => ['script', 'stylesheet', 'document'].includes(r.type) && r.raw >= 1024)
    .filter((r) => r.encoding === 'none');
  const leaflet = home.filter((r) => r.leaflet);
  const hindi = visits['/hi'];
  const hindiJs = sum(
    hindi.filter((r) => r.type === 'script'),
    'received',
  );
  const bothLanguages = Object.entries(visits)
    .filter(([path]) => path.startsWith('/hi'))
    .flatMap(([, responses]) => responses.filter((r) => r.english));
  return printChecks([
    [`JavaScript on / ≤ ${kb(budget)} as received`, homeJs <= budget, kb(homeJs)],
    [
      `JavaScript on /hi ≤ ${kb(budget + HINDI_ALLOWANCE)} as received`,
      hindiJs <= budget + HINDI_ALLOWANCE,
      kb(hindiJs),
    ],
    [
      'the Hindi pages load the Hindi texts only',
      bothLanguages.length === 0,
      bothLanguages.map((r) => r.path).join(', '),
    ],
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
