// `npm run bench:geocoder`: how well and how fast the offline geocoder finds Indian addresses, on
// its two address sets (src/server/lib/geocoder/address-set: addresses written the way owners
// write them, with their true coordinates, and addresses that must be refused): the first, written
// with the geocoder, and an independent one written for issue 27's kinds of address. Side by side
// with the geocoder of a baseline revision (before the PIN table, the ranking and Devanagari),
// each in a process of its own.
//
// Reported per set: found %, right city (≤ 20 km) %, right locality (≤ 4 km, of the addresses
// naming one) %, placed in a wrong city with locality precision, refused-correctly %, for all and
// per metro / tier-2/3 / Devanagari (and, for the independent set, per kind); the gazetteer's load
// time and heap; lookup p50/p95 over `--rounds` passes of each set (no cache).
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

/** The heap the gazetteer held before issue 27 (docs/benchmarks.md), and the growth allowed. */
const HEAP_BEFORE_MB = 40;
const HEAP_GROWTH_MB = 20;

const pct = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const share = (part, whole) => (whole === 0 ? 1 : part / whole);

function rows(label, setName, score) {
  const { groups, kinds, refusals } = score;
  return Object.entries({ ...groups, ...kinds }).map(([name, g]) => [
    label,
    setName,
    name,
    g.total,
    pct(g.found, g.total),
    pct(g.rightCity, g.total),
    pct(g.rightLocality, g.localities),
    score.precisionKnown ? g.wrongCityAsLocality.length : '—',
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
      'group',
      'n',
      'found',
      'right city',
      'right locality',
      'wrong city as locality',
      'refused',
    ];
    const setRows = runs.flatMap(([label, run]) =>
      Object.entries(run.sets).map(([name, set]) => rows(label, name, set.score)),
    );
    console.log(table([header, ...setRows.flat()]));
    console.log('');
    console.log(
      table([
        ['', 'set', 'load (ms)', 'heap (MB)', 'RSS (MB)', 'p50 (ms)', 'p95 (ms)', 'lookups'],
        ...runs.flatMap(([label, run]) =>
          Object.entries(run.sets).map(([name, set]) => [
            label,
            name,
            run.loadMs.toFixed(0),
            run.heapMb.toFixed(1),
            run.rssMb.toFixed(0),
            median(set.timings).toFixed(3),
            percentile(set.timings, 95).toFixed(3),
            set.timings.length,
          ]),
        ),
      ]),
    );
    if (opts.misses) {
      for (const [name, set] of Object.entries(current.sets)) {
        console.log(`\nMisses of the current geocoder on the ${name} set (km from the truth):`);
        for (const miss of set.score.misses) {
          const km = miss.km === null ? 'none' : `${miss.km.toFixed(1)} km`;
          console.log(`  ${km.padStart(8)}  ${miss.address} → ${miss.got}`);
        }
      }
    }

    return printChecks([
      ...Object.entries(current.sets).flatMap(([name, set]) => setChecks(name, set)),
      [
        `heap at rest ≤ ${HEAP_BEFORE_MB + HEAP_GROWTH_MB} MB (${HEAP_BEFORE_MB} MB before issue 27, + ${HEAP_GROWTH_MB})`,
        current.heapMb <= HEAP_BEFORE_MB + HEAP_GROWTH_MB,
        `${current.heapMb.toFixed(1)} MB`,
      ],
    ]);
  },
});

/** The targets, each checked on one set. */
function setChecks(name, { score, timings }) {
  const { all, devanagari } = score.groups;
  const { refusals } = score;
  const checks = [
    ['right city ≥ 97 %', share(all.rightCity, all.total) >= 0.97, pct(all.rightCity, all.total)],
    [
      'right locality ≥ 85 %',
      share(all.rightLocality, all.localities) >= 0.85,
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
    ['lookup p95 ≤ 2 ms', percentile(timings, 95) <= 2, `${percentile(timings, 95).toFixed(3)} ms`],
  ];
  return checks.map(([label, ok, detail]) => [`${name} set: ${label}`, ok, detail]);
}
