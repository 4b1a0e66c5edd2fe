import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDemoPhoto } from './demo-photo-cache';
import { readDemoPhotoManifest, readDemoPhotoSvg } from './demo-photos';

let dir: string;
let svg: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-demo-photos-'));
  const manifest = await readDemoPhotoManifest();
  svg = await readDemoPhotoSvg(Object.values(manifest)[0]![0]!);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('processDemoPhoto', () => {
  it('keeps what the pipeline made and gives the same files back from the folder', async () => {
    const made = await processDemoPhoto(svg, dir);
    const [kept] = await readdir(dir);
    expect(kept).toMatch(/^[0-9a-f]{64}\.json$/);
    expect(made.files.map((f) => f.name)).toContain('full.jpg');

    // What the folder holds is what comes back: the pipeline does not run again.
    const file = path.join(dir, kept!);
    const record = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...record, width: 7 }));
    const again = await processDemoPhoto(svg, dir);
    expect(again.width).toBe(7);
    expect(again.files).toEqual(made.files);
  });

  it('draws the photo again when the kept copy cannot be read', async () => {
    const [kept] = await readdir(dir);
    await writeFile(path.join(dir, kept!), '{"width":');
    const redrawn = await processDemoPhoto(svg, dir);
    expect(redrawn.width).toBeGreaterThan(7);
    expect(JSON.parse(await readFile(path.join(dir, kept!), 'utf8')).width).toBe(redrawn.width);
  });

  it('runs the pipeline every time without a folder', async () => {
    const once = await processDemoPhoto(svg);
    expect(once.files.length).toBeGreaterThan(1);
    expect(await readdir(dir)).toHaveLength(1);
  });
});
