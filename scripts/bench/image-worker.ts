// One image through the app's processing pipeline (processImage: signature check, EXIF
// orientation, metadata stripped, full.jpg and the WebP variants), `warmup` + `runs` times, in a
// process of its own so its peak RSS is this work's. Prints one JSON line on stdout.
//
//   node --import tsx scripts/bench/image-worker.ts <file.jpg> <runs> <warmup> [baseline]
//
// (bench:images runs it bundled, without the loader.) With `baseline`, the pipeline before the
// lean-images change (image-baseline.ts) runs instead, with libvips' cache on as it was then.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { processImage } from '../../src/server/lib/images/image-processing';
import { processImageBaseline } from './image-baseline';

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

/**
 * This process's peak resident memory: VmHWM, the high-water mark of its own memory map. Not
 * getrusage's maxRSS, which on Linux also counts the parent's memory copied at fork, before exec.
 */
async function peakRss(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const kB = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return kB ? Number(kB) * 1024 : process.resourceUsage().maxRSS * 1024;
}

const [file, runsArg = '7', warmupArg = '1', pipeline] = process.argv.slice(2);
const processOne = pipeline === 'baseline' ? processImageBaseline : processImage;
if (pipeline === 'baseline') sharp.cache(true);
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
  last = await processOne(input);
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
  peakRssBytes: await peakRss(),
  baselineRssBytes,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
