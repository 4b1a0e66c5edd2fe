// One image through the app's processing pipeline (processImage: signature check, EXIF
// orientation, metadata stripped, full.jpg and the WebP variants), `warmup` + `runs` times, in a
// process of its own so its peak RSS is this work's. Prints one JSON line on stdout.
//
//   node --import tsx scripts/bench/image-worker.ts <file.jpg> <runs> <warmup>
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { processImage } from '../../src/server/lib/images/image-processing';

export interface WorkerRun {
  wallMs: number;
  /** CPU time of the whole process (every libvips thread), user + system. */
  cpuMs: number;
}

export interface WorkerResult {
  inputBytes: number;
  runs: WorkerRun[];
  width: number;
  height: number;
  files: { name: string; bytes: number }[];
  /** Whether full.jpg carries any EXIF, ICC, XMP or IPTC block. */
  fullHasMetadata: boolean;
  /** Peak resident set size of this process, and its RSS just before the first run. */
  peakRssBytes: number;
  baselineRssBytes: number;
}

const [file, runsArg = '7', warmupArg = '1'] = process.argv.slice(2);
if (!file) throw new Error('usage: image-worker.ts <file.jpg> [runs] [warmup]');
const warmup = Number(warmupArg);
const total = warmup + Number(runsArg);
const data = await readFile(file);
const runs: WorkerRun[] = [];
let last: Awaited<ReturnType<typeof processImage>> | undefined;
const baselineRssBytes = process.memoryUsage().rss;
for (let i = 0; i < total; i++) {
  // A fresh copy each time, as the app reads each upload from disk anew.
  const input = Buffer.from(data);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  last = await processImage(input);
  const wallMs = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  if (i >= warmup) runs.push({ wallMs, cpuMs: (used.user + used.system) / 1000 });
}
if (!last) throw new Error('no run');
const full = last.files.find((f) => f.name === 'full.jpg');
const meta = full ? await sharp(full.body).metadata() : undefined;
const result: WorkerResult = {
  inputBytes: data.length,
  runs,
  width: last.width,
  height: last.height,
  files: last.files.map((f) => ({ name: f.name, bytes: f.body.length })),
  fullHasMetadata: Boolean(meta?.exif || meta?.icc || meta?.xmp || meta?.iptc),
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
  baselineRssBytes,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
