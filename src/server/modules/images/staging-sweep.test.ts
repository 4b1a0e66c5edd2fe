import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepStagedUploads } from './staging-sweep';

const DAY = 24 * 60 * 60 * 1000;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-staging-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes a staged file, last modified `ageMs` ago. */
async function staged(name: string, content: string, ageMs: number) {
  const file = path.join(dir, name);
  await writeFile(file, content);
  const time = new Date(Date.now() - ageMs);
  await utimes(file, time, time);
}

const metadata = (ageMs: number) =>
  JSON.stringify({ id: 'x', size: 10, offset: 0, creation_date: new Date(Date.now() - ageMs) });

describe('the sweep of staged tus uploads', () => {
  it('deletes uploads older than a day, unreadable or half-written ones too, and keeps the rest', async () => {
    // By the creation date of their metadata, whatever the files' times.
    await staged('expired', 'abc', 0);
    await staged('expired.json', metadata(DAY + 1000), 0);
    await staged('recent', 'abc', 2 * DAY);
    await staged('recent.json', metadata(1000), 2 * DAY);
    // Metadata a crash left empty, garbled or missing: by the files' own times.
    await staged('empty', 'abc', DAY + 1000);
    await staged('empty.json', '', DAY + 1000);
    await staged('garbled', '', DAY + 1000);
    await staged('garbled.json', '{"id":', DAY + 1000);
    await staged('no-metadata', 'abc', DAY + 1000);
    await staged('no-data.json', metadata(DAY + 1000), DAY + 1000);
    await staged('empty-but-new', 'abc', 1000);
    await staged('empty-but-new.json', '', 1000);

    expect(await sweepStagedUploads(dir, DAY)).toBe(5);
    expect((await readdir(dir)).sort()).toEqual([
      'empty-but-new',
      'empty-but-new.json',
      'recent',
      'recent.json',
    ]);
  });

  it('finds nothing to do in a staging folder not made yet', async () => {
    expect(await sweepStagedUploads(path.join(dir, 'missing'), DAY)).toBe(0);
  });
});
