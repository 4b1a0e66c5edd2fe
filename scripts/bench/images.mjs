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
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { cpuMicros } from './load.mjs';
import { freePort, startServer } from './processes.mjs';
import { boundRun, printChecks, step, timed } from './harness.mjs';
import { drawPhoto, encodeJpeg, jpegOfSize } from './test-photos.mjs';
import { plainPut, signUp, tusUpload } from './uploads.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
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
const LOOPBACK = '127.0.0.1';

const {
  IMAGE_MAX_BYTES,
  UPLOAD_PATH,
  UPLOAD_SINGLE_REQUEST_MAX,
  UPLOAD_CHUNK_MIN,
  UPLOAD_CHUNK_MAX,
} = await tsImport('../../src/shared/uploads.ts', import.meta.url);
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

const budgetMs = (90 + (runs + warmup) * 3 * 3 + (rounds + 1) * 10) * 1000;
const watchdog = boundRun({ budgetMs, cleanup });

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

const sorted = (values) => [...values].sort((a, b) => a - b);
function median(values) {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
/** Nearest-rank percentile: with 7 runs, p95 is the slowest. */
const percentile = (values, p) => sorted(values)[Math.ceil((p / 100) * values.length) - 1];

const bytes = (n) => n.toLocaleString('en-US');
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const MB = (n) => `${(n / 1e6).toFixed(2)} MB`;
const ms = (n) => (n === null || n === undefined ? '-' : n.toFixed(0));
const mbps = (size, millis) => (size / 1e6 / (millis / 1000)).toFixed(1);
const pct = (x) => `${(x * 100).toFixed(0)}%`;

/** A running process's resident set size now (VmRSS) and its peak (VmHWM), in bytes. */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) * 1024;
    return { now: read('VmRSS'), peak: read('VmHWM') };
  } catch {
    return null;
  }
}

/** Starts a new peak RSS measure for a process (Linux: clear_refs 5); false where it cannot. */
async function resetPeakRss(pid) {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Runs image-worker.ts on one file and returns its JSON result. */
function processInWorker(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'image-worker.ts'),
        file,
        String(runs),
        String(warmup),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    workers.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      workers.delete(child);
      if (code !== 0) reject(new Error(`image-worker.ts ${file} exited with ${code}:\n${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
    });
  });
}

async function makeInputs() {
  const photo = await drawPhoto(4000, 3000, { seed: 1, noise: 4 });
  const plain = await encodeJpeg(photo, { quality: 90 });
  const withExif = await encodeJpeg(photo, { quality: 90, orientation: 6 });
  const big = await jpegOfSize(await drawPhoto(6000, 4000, { seed: 2, noise: 3.7 }), UPLOAD_BYTES, {
    maxQuality: 95,
    orientation: 1,
  });
  const exifMeta = await sharp(withExif).metadata();
  // The GPS IFD pointer (tag 0x8825), in either byte order.
  const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
  if (exifMeta.orientation !== 6 || !gpsTag.some((tag) => exifMeta.exif?.includes(tag))) {
    throw new Error('The EXIF test photo lacks its orientation or GPS position');
  }
  const inputs = [
    { id: 'photo', label: '4000×3000, q90', file: 'photo.jpg', data: plain },
    {
      id: 'exif',
      label: '4000×3000, q90, EXIF orientation 6 + GPS',
      file: 'photo-exif.jpg',
      data: withExif,
    },
    {
      id: 'upload',
      label: `6000×4000, q${big.quality}, 10 MiB upload`,
      file: 'upload.jpg',
      data: big.data,
      padding: big.padding,
    },
  ];
  for (const input of inputs) await writeFile(path.join(tempDir, input.file), input.data);
  return inputs;
}

async function measureUploads(upload) {
  const appPort = await freePort();
  const putPort = await freePort();
  const appOrigin = `http://${LOOPBACK}:${appPort}`;
  const appDir = path.join(tempDir, 'app');
  const putDir = path.join(tempDir, 'put');
  await mkdir(appDir);
  await mkdir(putDir);
  const app = await timed('started the app (buildApp, in-memory PGlite, local storage)', () =>
    startServer({
      name: 'app',
      args: ['--import', 'tsx', path.join(import.meta.dirname, 'upload-app.ts')],
      cwd: root,
      env: {
        DATA_DIR: appDir,
        PORT: String(appPort),
        PUBLIC_URL: appOrigin,
        NODE_ENV: 'production',
      },
      readyUrl: `${appOrigin}/api/health`,
      timeoutMs: 60_000,
    }),
  );
  started.push(app);
  const bare = await timed('started the bare PUT server', () =>
    startServer({
      name: 'put-server',
      args: [path.join(import.meta.dirname, 'put-server.mjs')],
      cwd: root,
      env: { DIR: putDir, PORT: String(putPort), NODE_ENV: 'production' },
      readyUrl: `http://${LOOPBACK}:${putPort}/health`,
    }),
  );
  started.push(bare);
  const cookie = await signUp(appOrigin);
  if (!cookie) throw new Error('sign-up set no cookie');
  const appStarted = rssOf(app.pid);
  const peakReset = await resetPeakRss(app.pid);

  const policy = {
    singleRequestMax: UPLOAD_SINGLE_REQUEST_MAX,
    chunkMin: UPLOAD_CHUNK_MIN,
    chunkMax: UPLOAD_CHUNK_MAX,
  };
  const notAnImage = Buffer.from(upload);
  notAnImage[0] = 0x00; // same bytes but the signature: taken in full, refused before decoding
  const tus = (data, chunking = policy) =>
    tusUpload({
      endpoint: `${appOrigin}${UPLOAD_PATH}`,
      data,
      headers: { cookie, origin: appOrigin },
      policy: chunking,
    });
  /** For comparison only: the whole file in the creating POST, no chunks. */
  const oneRequest = { ...policy, singleRequestMax: Number.POSITIVE_INFINITY };
  const kinds = {
    plain: {
      pid: bare.pid,
      expect: 204,
      run: () => plainPut({ url: `http://${LOOPBACK}:${putPort}/upload`, data: upload }),
    },
    transfer: { pid: app.pid, expect: 415, run: () => tus(notAnImage) },
    single: { pid: app.pid, expect: 415, run: () => tus(notAnImage, oneRequest) },
    full: { pid: app.pid, expect: 200, run: () => tus(upload) },
  };
  const results = { plain: [], transfer: [], single: [], full: [] };
  let requests;
  let image;
  const once = async (kind) => {
    const { pid, expect, run } = kinds[kind];
    // Let the previous upload's after-work (file removal, garbage collection) settle first.
    await sleep(250);
    const cpuBefore = cpuMicros(pid);
    const result = await run();
    const cpuAfter = cpuMicros(pid);
    if (result.status !== expect) {
      throw new Error(`${kind} upload answered ${result.status}, not ${expect}: ${result.body}`);
    }
    if (kind === 'full') {
      requests = result.requests;
      image = JSON.parse(result.body);
    }
    return {
      ...result,
      cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / 1000,
    };
  };
  await timed('warm-up round', async () => {
    for (const kind of Object.keys(kinds)) await once(kind);
  });
  const loadBefore = os.loadavg()[0];
  await timed(`${rounds} alternating rounds`, async () => {
    for (let round = 0; round < rounds; round++) {
      const order = ['plain', 'transfer', 'single', 'full'];
      if (round % 2) order.reverse();
      for (const kind of order) results[kind].push(await once(kind));
    }
  });
  const loadAfter = os.loadavg()[0];
  return {
    results,
    requests,
    image,
    appStarted,
    peakReset,
    appAfter: rssOf(app.pid),
    putAfter: rssOf(bare.pid),
    loadBefore,
    loadAfter,
  };
}

async function main() {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-images-'));
  const inputs = await timed('drew the test photos', makeInputs);
  for (const input of inputs) {
    step(
      `${input.file}: ${input.label}, ${bytes(input.data.length)} bytes` +
        (input.padding ? ` (${bytes(input.padding)} of them comment padding)` : ''),
    );
  }

  const processed = {};
  for (const input of inputs) {
    processed[input.id] = await timed(
      `processed ${input.file} ${warmup} + ${runs} times (image-worker.ts)`,
      () => processInWorker(path.join(tempDir, input.file)),
    );
  }

  const upload = inputs.find((i) => i.id === 'upload').data;
  const uploads = await measureUploads(upload);

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
  for (const input of inputs) {
    const r = processed[input.id];
    const wall = r.runs.map((x) => x.wallMs);
    timeRows.push([
      input.label,
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
      input.label,
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
  const uploadRows = [
    ['upload', 'median ms', 'MB/s', 'vs plain', 'body sent ms', 'server CPU ms'],
    [
      'plain PUT, one request (node:http → file)',
      ms(med('plain', 'totalMs')),
      mbps(upload.length, med('plain', 'totalMs')),
      '100%',
      ms(med('plain', 'sentMs')),
      ms(med('plain', 'cpuMs')),
    ],
    [
      `tus, transfer only (${uploads.requests.length} requests; refused with 415 at the end)`,
      ms(med('transfer', 'totalMs')),
      mbps(upload.length, med('transfer', 'totalMs')),
      pct(perRoundRatio('transfer')),
      ms(med('transfer', 'sentMs')),
      ms(med('transfer', 'cpuMs')),
    ],
    [
      'tus, transfer only, whole file in the creating POST',
      ms(med('single', 'totalMs')),
      mbps(upload.length, med('single', 'totalMs')),
      pct(perRoundRatio('single')),
      ms(med('single', 'sentMs')),
      ms(med('single', 'cpuMs')),
    ],
    [
      'tus, incl. processing (answers with the stored image)',
      ms(med('full', 'totalMs')),
      mbps(upload.length, med('full', 'totalMs')),
      pct(perRoundRatio('full')),
      ms(med('full', 'sentMs')),
      ms(med('full', 'cpuMs')),
    ],
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

  const checks = [
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

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
if (!ok) process.exitCode = 1;
