// `npm run bench:images`: what an uploaded photo costs. Two measures, on photo-like JPEGs drawn by
// the script (test-photos.mjs):
//
// 1. Processing: the app's processImage (signature check, EXIF orientation, metadata stripped,
//    full.jpg and the WebP variants) on a 4000×3000 photo at quality 90, on the same photo with
//    EXIF orientation 6 and a GPS position, and on the 10 MiB upload of part 2. Each in a process
//    of its own (image-worker.ts): `warmup` + `runs` runs, wall and CPU time, peak RSS, output sizes.
// 2. Upload: that 10 MiB JPEG (6000×4000, just under IMAGE_MAX_BYTES) sent over loopback to the
//    real app through tus (/api/uploads, tus-js-client chunked as the browser does it), against a
//    plain single-request PUT of the same bytes to a bare node:http server writing them to a file.
//    The tus figure is given with the app's image processing (the real upload: the last request
//    answers with the stored image) and without it (the same bytes with a broken signature, which
//    the app takes in full, then refuses with 415 before decoding); for comparison also without
//    chunks (the whole file in the creating POST). `rounds` alternating rounds after one warm-up
//    round, a 250 ms pause before each upload; medians.
//
//   npm run bench:images -- [--runs=7] [--warmup=1] [--rounds=7]
//
// Everything runs on 127.0.0.1 in a temporary directory that is removed at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { median, percentile, printChecks, runBench, step, table, timed } from './harness.mjs';
import {
  bundleWorker,
  IMAGE_MAX_BYTES,
  makeInputs,
  measureUploads,
  processInWorker,
} from './image-measures.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '7' },
  },
});
const runs = Number(opts.runs);
const warmup = Number(opts.warmup);
const rounds = Number(opts.rounds);
/** Just under the app's limit, as the largest photo a user may send. */
const UPLOAD_BYTES = IMAGE_MAX_BYTES - 1024;

const started = [];
const workers = new Set();
let tempDir;

async function cleanup() {
  for (const child of workers) child.kill('SIGKILL');
  for (const server of started.splice(0)) await server.stop().catch(() => {});
  if (tempDir) await rm(tempDir, { recursive: true, force: true }).catch(() => {});
}

const bytes = (n) => n.toLocaleString('en-US');
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const MB = (n) => `${(n / 1e6).toFixed(2)} MB`;
const ms = (n) => (n === null || n === undefined ? '-' : n.toFixed(0));
const mbps = (size, millis) => (size / 1e6 / (millis / 1000)).toFixed(1);
const pct = (x) => `${(x * 100).toFixed(0)}%`;

async function main() {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-images-'));
  const inputs = await timed('drew the test photos', () => makeInputs(tempDir, UPLOAD_BYTES));
  for (const input of inputs) {
    step(
      `${input.file}: ${input.label}, ${bytes(input.data.length)} bytes` +
        (input.padding ? ` (${bytes(input.padding)} of them comment padding)` : ''),
    );
  }

  const script = await timed('bundled image-worker.ts', bundleWorker);
  const processed = {};
  for (const input of inputs) {
    processed[input.id] = await timed(
      `processed ${input.file} ${warmup} + ${runs} times (image-worker.ts)`,
      () => processInWorker(path.join(tempDir, input.file), { script, runs, warmup, workers }),
    );
  }

  // The same 12 MP photo through the pipeline before the lean-images change, as the app ran it.
  const baseline = await timed(
    `processed photo.jpg ${warmup} + ${runs} times with the previous pipeline (baseline)`,
    () =>
      processInWorker(path.join(tempDir, 'photo.jpg'), {
        script,
        runs,
        warmup,
        workers,
        baseline: true,
      }),
  );

  const upload = inputs.find((i) => i.id === 'upload').data;
  const uploads = await measureUploads({ upload, dir: tempDir, rounds, started });

  // ---- Report ----
  console.log(
    `\nImage processing (processImage), ${warmup} warm-up + ${runs} runs, each input in a fresh ` +
      `process; ${os.cpus().length} cores, Node ${process.versions.node}, sharp ` +
      `${sharp.versions.sharp} (libvips ${sharp.versions.vips})\n`,
  );
  const timeRows = [
    [
      'input',
      'bytes',
      'output',
      'median ms',
      'p95 ms',
      'CPU ms (median)',
      'peak RSS',
      'RSS before',
    ],
  ];
  const sizeRows = [['input', 'full.jpg', 'w320.webp', 'w640.webp', 'w1280.webp', 'total']];
  const rows = [
    ...inputs.map((input) => ({ label: input.label, r: processed[input.id] })),
    { label: `${inputs[0].label}, previous pipeline (baseline)`, r: baseline },
  ];
  for (const { label, r } of rows) {
    const wall = r.runs.map((x) => x.wallMs);
    timeRows.push([
      label,
      bytes(r.inputBytes),
      `${r.width}×${r.height}`,
      ms(median(wall)),
      ms(percentile(wall, 95)),
      ms(median(r.runs.map((x) => x.cpuMs))),
      MB(r.peakRssBytes),
      MB(r.baselineRssBytes),
    ]);
    const size = (name) => r.files.find((f) => f.name === name)?.bytes ?? 0;
    sizeRows.push([
      label,
      ...['full.jpg', 'w320.webp', 'w640.webp', 'w1280.webp'].map((n) => kB(size(n))),
      kB(r.files.reduce((sum, f) => sum + f.bytes, 0)),
    ]);
  }
  console.log(table(timeRows));
  console.log('');
  console.log(table(sizeRows));

  const { results } = uploads;
  const med = (kind, key) => median(results[kind].map((r) => r[key]));
  const perRoundRatio = (kind) =>
    median(results[kind].map((r, i) => results.plain[i].totalMs / r.totalMs));
  const processingAlone = median(processed.upload.runs.map((r) => r.wallMs));
  console.log(
    `\nUpload of ${bytes(upload.length)} bytes over loopback, median of ${rounds} alternating ` +
      `rounds after a warm-up round (MB/s: 10^6 bytes per second; load average ` +
      `${uploads.loadBefore.toFixed(1)} before, ${uploads.loadAfter.toFixed(1)} after)\n`,
  );
  /** One upload kind's medians; plain's "vs plain" is 100% by definition. */
  const uploadRow = (label, kind) => [
    label,
    ms(med(kind, 'totalMs')),
    mbps(upload.length, med(kind, 'totalMs')),
    kind === 'plain' ? '100%' : pct(perRoundRatio(kind)),
    ms(med(kind, 'sentMs')),
    ms(med(kind, 'cpuMs')),
  ];
  const uploadRows = [
    ['upload', 'median ms', 'MB/s', 'vs plain', 'body sent ms', 'server CPU ms'],
    uploadRow('plain PUT, one request (node:http → file)', 'plain'),
    uploadRow(
      `tus, transfer only (${uploads.requests.length} requests; refused with 415 at the end)`,
      'transfer',
    ),
    uploadRow('tus, transfer only, whole file in the creating POST', 'single'),
    uploadRow('tus, incl. processing (answers with the stored image)', 'full'),
    [
      'processing alone (processImage, same file, part 1)',
      ms(processingAlone),
      '-',
      '-',
      '-',
      ms(median(processed.upload.runs.map((r) => r.cpuMs))),
    ],
  ];
  console.log(table(uploadRows));
  console.log(
    `\nRound times, ms: ${Object.entries(results)
      .map(([kind, list]) => `${kind} ${list.map((r) => ms(r.totalMs)).join(' ')}`)
      .join('; ')}` +
      `\ntus requests: ${uploads.requests.map((r) => `${r.method} ${bytes(r.bytes)}`).join(', ')}` +
      `\nvs plain: median over the rounds of plain time / tus time (= the MB/s ratio). body ` +
      `sent: until the last request's body was handed to the OS. server CPU: the app's or the ` +
      `bare server's process, user + system.` +
      `\nApp RSS: ${uploads.appStarted ? MB(uploads.appStarted.now) : '-'} once started ` +
      `(peak ${uploads.appStarted ? MB(uploads.appStarted.peak) : '-'} while starting), peak ` +
      `${uploads.appAfter ? MB(uploads.appAfter.peak) : '-'} ` +
      `${uploads.peakReset ? 'during the uploads' : 'since start'}; bare server peak ` +
      `${uploads.putAfter ? MB(uploads.putAfter.peak) : '-'}.`,
  );

  const photo = processed.photo;
  const wallOf = (r) => median(r.runs.map((x) => x.wallMs));
  const sizeOf = (r, name) => r.files.find((f) => f.name === name)?.bytes ?? Infinity;
  // Every input, the portrait one included: a variant fits in its size, so a portrait's has a
  // landscape's pixels.
  const biggest = (name) => Math.max(...inputs.map((i) => sizeOf(processed[i.id], name)));
  const checks = [
    [
      'a 12 MP photo is processed in ≤ 400 ms (median wall)',
      wallOf(photo) <= 400,
      `${ms(wallOf(photo))} ms (baseline ${ms(wallOf(baseline))} ms)`,
    ],
    [
      'a 12 MP photo peaks at ≤ 300 MB RSS',
      photo.peakRssBytes <= 300e6,
      `${MB(photo.peakRssBytes)} (baseline ${MB(baseline.peakRssBytes)})`,
    ],
    [
      'every w1280.webp ≤ 200 kB, portraits included',
      biggest('w1280.webp') <= 200e3,
      `${kB(biggest('w1280.webp'))} (baseline ${kB(sizeOf(baseline, 'w1280.webp'))})`,
    ],
    [
      'every w640.webp ≤ 70 kB, portraits included',
      biggest('w640.webp') <= 70e3,
      `${kB(biggest('w640.webp'))} (baseline ${kB(sizeOf(baseline, 'w640.webp'))})`,
    ],
    [
      'the EXIF photo comes out upright (orientation applied)',
      processed.exif.width === 1920 && processed.exif.height === 2560,
      `${processed.exif.width}×${processed.exif.height}`,
    ],
    [
      'no output full.jpg keeps any metadata (EXIF, GPS, ICC, XMP, IPTC)',
      inputs.every((i) => !processed[i.id].fullHasMetadata),
    ],
    [
      'every input gives full.jpg and the three WebP variants',
      inputs.every((i) => processed[i.id].files.length === 4),
    ],
    [
      'the tus upload answered with the stored image',
      typeof uploads.image?.key === 'string' && uploads.image.width === 2560,
      `${uploads.image?.width}×${uploads.image?.height}`,
    ],
  ];
  return printChecks(checks);
}

await runBench({
  budgetMs: (90 + (runs + warmup) * 3 * 3 + (rounds + 1) * 10) * 1000,
  cleanup,
  main,
});
