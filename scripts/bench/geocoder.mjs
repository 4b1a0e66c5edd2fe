// `npm run bench:geocoder`: how well and how fast the offline geocoder finds Indian addresses, on
// its own address set (src/server/lib/geocoder/address-set: addresses written the way owners
// write them, with their true coordinates, and addresses that must be refused), side by side with
// the geocoder of a baseline revision (before the PIN table, the ranking and Devanagari), each in
// a process of its own.
//
// Reported: found %, right city (≤ 20 km) %, right locality (≤ 4 km, of the addresses naming
// one) %, placed in a wrong city with locality precision, refused-correctly %, for all and per
// metro / tier-2/3 / Devanagari; the gazetteer's load time and heap; lookup p50/p95 over
// `--rounds` passes of the set (no cache).
//
//   npm run bench:geocoder -- [--rounds=20] [--baseline=<git revision>|--no-baseline] [--misses]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, percentile, printChecks, runBench, step, table } from './harness.mjs';

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    baseline: { type: 'string', default: 'ee83f3b' },
    'no-baseline': { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const GEOCODER_DIR = 'src/server/lib/geocoder';
// Inside the project, so that the baseline's imports of npm packages resolve.
const baselineDir = path.join(root, 'node_modules/.cache/homestead-bench/geocoder-baseline');

/** The baseline revision's geocoder files, written out; null when the revision is not in git. */
function checkoutBaseline(revision) {
  const listed = spawnSync('git', ['ls-tree', '--name-only', `${revision}:${GEOCODER_DIR}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) return null;
  rmSync(baselineDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
  for (const name of listed.stdout.split('\n').filter((n) => n.endsWith('.ts'))) {
    const source = execFileSync('git', ['show', `${revision}:${GEOCODER_DIR}/${name}`], {
      cwd: root,
    });
    writeFileSync(path.join(baselineDir, name), source);
  }
  return path.join(baselineDir, 'offline-geocoder.ts');
}

function measure(modulePath) {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'scripts/bench/geocoder-worker.ts', modulePath, opts.rounds],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`the geocoder worker failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const pct = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const share = (part, whole) => (whole === 0 ? 1 : part / whole);

function rows(label, run) {
  const { groups, refusals } = run.score;
  return Object.entries(groups).map(([name, g]) => [
    label,
    name,
    g.total,
    pct(g.found, g.total),
    pct(g.rightCity, g.total),
    pct(g.rightLocality, g.localities),
    run.score.precisionKnown ? g.wrongCityAsLocality.length : '—',
    name === 'all' ? pct(refusals.refused, refusals.total) : '',
  ]);
}

await runBench({
  budgetMs: 10 * 60_000,
  cleanup: async () => rmSync(baselineDir, { recursive: true, force: true }),
  async main() {
    const runs = [];
    const baselineModule = opts['no-baseline'] ? null : checkoutBaseline(opts.baseline);
    if (baselineModule) {
      step(`Baseline: the geocoder of ${opts.baseline}`);
      runs.push(['baseline', measure(baselineModule)]);
    } else if (!opts['no-baseline']) {
      step(`Baseline ${opts.baseline} is not in this clone's history: skipped`);
    }
    step('Current geocoder');
    const current = measure(path.join(root, GEOCODER_DIR, 'offline-geocoder.ts'));
    runs.push(['current', current]);

    console.log('');
    const header = [
      '',
      'set',
      'n',
      'found',
      'right city',
      'right locality',
      'wrong city as locality',
      'refused',
    ];
    console.log(table([header, ...runs.flatMap(([label, run]) => rows(label, run))]));
    console.log('');
    console.log(
      table([
        ['', 'load (ms)', 'heap (MB)', 'RSS (MB)', 'lookup p50 (ms)', 'lookup p95 (ms)', 'lookups'],
        ...runs.map(([label, run]) => [
          label,
          run.loadMs.toFixed(0),
          run.heapMb.toFixed(1),
          run.rssMb.toFixed(0),
          median(run.timings).toFixed(3),
          percentile(run.timings, 95).toFixed(3),
          run.timings.length,
        ]),
      ]),
    );
    if (opts.misses) {
      console.log('\nMisses of the current geocoder (km from the truth, or not found):');
      for (const miss of current.score.misses) {
        const km = miss.km === null ? 'none' : `${miss.km.toFixed(1)} km`;
        console.log(`  ${km.padStart(8)}  ${miss.address} → ${miss.got}`);
      }
    }

    const { all, devanagari } = current.score.groups;
    const { refusals } = current.score;
    return printChecks([
      ['right city ≥ 97 %', share(all.rightCity, all.total) >= 0.97, pct(all.rightCity, all.total)],
      [
        'right locality ≥ 80 %',
        share(all.rightLocality, all.localities) >= 0.8,
        pct(all.rightLocality, all.localities),
      ],
      [
        'no address in a wrong city with locality precision',
        all.wrongCityAsLocality.length === 0,
        all.wrongCityAsLocality.join('; ') || 'none',
      ],
      [
        'Devanagari found ≥ 90 %',
        share(devanagari.found, devanagari.total) >= 0.9,
        pct(devanagari.found, devanagari.total),
      ],
      [
        'refused correctly 100 %',
        refusals.refused === refusals.total,
        refusals.accepted.join('; ') || `${refusals.refused} of ${refusals.total}`,
      ],
      [
        'lookup p95 ≤ 2 ms',
        percentile(current.timings, 95) <= 2,
        `${percentile(current.timings, 95).toFixed(3)} ms`,
      ],
    ]);
  },
});
