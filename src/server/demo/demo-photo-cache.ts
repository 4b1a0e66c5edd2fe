import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { processImage, type ProcessedImage } from '../lib/images/image-processing';
import { renderDemoPhoto } from './demo-photos';

const cachedSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  files: z.array(z.object({ name: z.string(), contentType: z.string(), body: z.base64() })),
});

/**
 * A demo photo drawn and put through the owners' image pipeline. With `cacheDir`, the result is
 * kept there by the drawing's content and read back by the next seed that draws the same photo:
 * a test run loads the demo in several servers (the journeys, the cluster, the benchmarks),
 * each spending half a minute of both cores on the same 65 photos. The folder lives for one run
 * of one build (`npm test` makes it and removes it); nothing else should point there, as a
 * change to the pipeline does not change the drawings' keys.
 */
export async function processDemoPhoto(svg: string, cacheDir?: string): Promise<ProcessedImage> {
  const draw = async () => processImage(await renderDemoPhoto(svg));
  if (!cacheDir) return draw();
  const file = path.join(cacheDir, `${createHash('sha256').update(svg).digest('hex')}.json`);
  const kept = await readFile(file, 'utf8')
    .then((text) => cachedSchema.safeParse(JSON.parse(text)))
    .catch(() => undefined);
  if (kept?.success) {
    const { width, height, files } = kept.data;
    return {
      width,
      height,
      files: files.map((f) => ({ ...f, body: Buffer.from(f.body, 'base64') })),
    };
  }
  const processed = await draw();
  const files = processed.files.map((f) => ({ ...f, body: f.body.toString('base64') }));
  await mkdir(cacheDir, { recursive: true });
  // Written whole under another name first: a seed running beside this one reads all or nothing.
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, JSON.stringify({ ...processed, files }));
  await rename(partial, file);
  return processed;
}
