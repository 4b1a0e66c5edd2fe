import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileClock } from './file-clock';

const dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-clock-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const near = (date: Date, ms: number) => Math.abs(date.getTime() - (Date.now() + ms)) < 1000;

describe('the file clock (end-to-end tests only)', () => {
  it('runs ahead by the milliseconds in its file, read at each reading', async () => {
    const file = path.join(dir, 'offset');
    const clock = fileClock(file);
    expect(near(clock.now(), 0)).toBe(true);
    const days = 53 * 24 * 60 * 60 * 1000;
    await writeFile(file, `${days}\n`);
    expect(near(clock.now(), days)).toBe(true);
    await writeFile(file, 'soon');
    expect(near(clock.now(), 0)).toBe(true);
  });
});
