// The two measures of `npm run bench:images` (images.mjs reports them): the app's processImage
// on each test photo in a process of its own, and the upload of one file to the real app through
// tus against a plain PUT to a bare server.
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { ALLOCATOR_ENV, withServerEnv } from '../server-env.mjs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { timed } from './harness.mjs';
import { cpuMicros } from './load.mjs';
import { freePort, resetPeakRss, rssOf, startServer } from './processes.mjs';
import { drawPhoto, encodeJpeg, jpegOfSize } from './test-photos.mjs';
import { signUpPerson } from './bench-accounts.mjs';
import { plainPut, tusUpload } from './uploads.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const LOOPBACK = '127.0.0.1';

export const {
  IMAGE_MAX_BYTES,
  UPLOAD_PATH,
  UPLOAD_SINGLE_REQUEST_MAX,
  UPLOAD_CHUNK_MIN,
  UPLOAD_CHUNK_MAX,
} = await tsImport('../../src/shared/uploads.ts', import.meta.url);

function withoutAllocatorEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(ALLOCATOR_ENV)) delete env[name];
  return env;
}

/**
 * image-worker.ts bundled as the server is (esbuild, npm packages external), so that the measured
 * process holds node and the pipeline, not a TypeScript loader too. Returns the bundle's path.
 */
export async function bundleWorker() {
  const outfile = path.join(root, 'node_modules/.cache/homestead-bench/image-worker.mjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'image-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Runs the bundled image worker (bundleWorker) on one file and returns its JSON result: the app's pipeline in a process
 * with the allocator settings `npm start` gives the server, or with `baseline` the pipeline
 * before the lean-images change with glibc's defaults, as the app ran then.
 */
export function processInWorker(file, { script, runs, warmup, workers, baseline = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [script, file, String(runs), String(warmup), ...(baseline ? ['baseline'] : [])],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: baseline ? withoutAllocatorEnv() : withServerEnv(),
      },
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

/** Draws the test photos into `dir`; the last is `uploadBytes` long. */
export async function makeInputs(dir, uploadBytes) {
  const photo = await drawPhoto(4000, 3000, { seed: 1, noise: 4 });
  const plain = await encodeJpeg(photo, { quality: 90 });
  const withExif = await encodeJpeg(photo, { quality: 90, orientation: 6 });
  const big = await jpegOfSize(await drawPhoto(6000, 4000, { seed: 2, noise: 3.7 }), uploadBytes, {
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
  for (const input of inputs) await writeFile(path.join(dir, input.file), input.data);
  return inputs;
}

/**
 * Uploads `upload` to the app (tus, chunked and not, with and without processing) and to the bare
 * PUT server: a warm-up round, then `rounds` alternating rounds. Started servers go in `started`.
 */
export async function measureUploads({ upload, dir, rounds, started }) {
  const appPort = await freePort();
  const putPort = await freePort();
  const appOrigin = `http://${LOOPBACK}:${appPort}`;
  const appDir = path.join(dir, 'app');
  const putDir = path.join(dir, 'put');
  await mkdir(appDir);
  await mkdir(putDir);
  const app = await timed('started the app (buildApp, in-memory PGlite, local storage)', () =>
    startServer({
      name: 'app',
      args: ['--import', 'tsx', path.join(import.meta.dirname, 'upload-app.ts')],
      env: {
        DATA_DIR: appDir,
        PORT: String(appPort),
        PUBLIC_URL: appOrigin,
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
      env: { DIR: putDir, PORT: String(putPort) },
      readyUrl: `http://${LOOPBACK}:${putPort}/health`,
    }),
  );
  started.push(bare);
  const { cookie } = await signUpPerson(appOrigin, 'Bench User');
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
