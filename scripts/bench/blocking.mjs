// `npm run bench:blocking`: the main thread's blocking time as a slow phone has it. Chromium's
// own CPU throttling (4× slower, Lighthouse's mobile factor) runs the page for real, and the page
// records its long tasks (≥ 50 ms, the Long Tasks API); the blocking time is what those after the
// first contentful paint last beyond 50 ms, Lighthouse's Total Blocking Time. Lighthouse instead
// multiplies tasks timed at full speed, so a busy machine moves its figure as much as the page
// does; here each run is one real page load, and two builds can be compared in turn.
//
//   npm run bench:blocking -- [--no-build] [--runs=9] [--path=/search?q=Bangalore&type=rent]
//                             [--against=http://127.0.0.1:PORT]
//
// --against measures that origin (another build, started by hand) in turn with this one, and
// checks that this build blocks no longer.
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { startDemoApp } from './demo-app.mjs';
import { median, printChecks, runBench, step, table } from './harness.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '9' },
    path: { type: 'string', default: '/search?q=Bangalore&type=rent' },
    against: { type: 'string' },
  },
});
const runs = Number(opts.runs);
/** One load of `url` on a throttled phone: the long tasks after the first paint. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.assign(globalThis, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    // The app's code comes after the load, and its takeover after that.
    await page.waitForTimeout(6000);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: globalThis.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    return {
      blocking: after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...after.map(([, d]) => d)),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const app = await startDemoApp({ build: !opts['no-build'] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const origins = [['this build', app.origin]];
    if (opts.against) origins.push(['against', opts.against]);
    const results = new Map(origins.map(([name]) => [name, []]));
    for (let run = 0; run < runs; run++) {
      for (const [name, origin] of origins)
        results.get(name).push(await loadOnce(browser, origin + opts.path));
    }
    const medians = new Map(
      [...results].map(([name, loads]) => [name, median(loads.map((l) => l.blocking))]),
    );
    const rows = [['build', 'blocking p50 (ms)', 'each run', 'longest task p50 (ms)']];
    for (const [name, loads] of results) {
      rows.push([
        name,
        Math.round(medians.get(name)),
        loads.map((l) => Math.round(l.blocking)).join(' '),
        Math.round(median(loads.map((l) => l.longest))),
      ]);
    }
    step(`${opts.path}, ${runs} loads each, CPU 4× slower`);
    console.log(`\n${table(rows)}`);
    if (!opts.against) return true;
    const [ours, theirs] = [...medians.values()];
    return printChecks([
      [
        'this build blocks no longer than the other (medians)',
        ours <= theirs,
        `${Math.round(ours)} against ${Math.round(theirs)} ms`,
      ],
    ]);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await runBench({ budgetMs: 20 * 60_000, main });
