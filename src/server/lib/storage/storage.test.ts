import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';
import { startS3, type TestS3 } from '../../test/s3';

let dir: string;
let s3: TestS3;
const drivers: Record<string, Storage> = {};
let s3Options: S3StorageOptions;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-storage-'));
  s3 = await startS3(dir);
  s3Options = s3.options;
  drivers.local = createLocalStorage(path.join(dir, 'local'));
  drivers.s3 = createS3Storage(s3Options);
});

afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

async function read(storage: Storage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe.each(['local', 's3'])('%s storage', (name) => {
  it('puts, gets and deletes objects', async () => {
    const storage = drivers[name]!;
    await storage.put('images/u1-a-1/w320.webp', Buffer.from('small'), 'image/webp');
    await storage.put('images/u1-a-1/full.jpg', Buffer.from('large'), 'image/jpeg');
    const object = await storage.get('images/u1-a-1/w320.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.size).toBe(5);
    expect(await read(storage, 'images/u1-a-1/full.jpg')).toBe('large');

    await storage.delete(['images/u1-a-1/w320.webp', 'images/u1-a-1/full.jpg', 'images/none']);
    expect(await storage.get('images/u1-a-1/w320.webp')).toBeNull();
    expect(await storage.get('images/u1-a-1/full.jpg')).toBeNull();
  });

  it("lists the objects under a folder, each sub-folder's one after another", async () => {
    const storage = drivers[name]!;
    const before = Date.now() - 5_000;
    const keys = [
      'images/u2-b-1/full.jpg',
      'images/u2-b-1/w320.webp',
      'images/u2-b-10/full.jpg',
      'images/u2-b/full.jpg',
      'other/x.txt',
    ];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'application/octet-stream');
    const listed = [];
    for await (const object of storage.list('images/')) listed.push(object);
    const folders = listed.map((object) => object.key.split('/')[1]);
    expect([...listed.map((object) => object.key)].sort()).toEqual(keys.slice(0, 4).sort());
    // Contiguous: once a folder's objects end, it does not appear again.
    expect(folders.filter((folder, i) => folder !== folders[i - 1])).toHaveLength(3);
    for (const object of listed) {
      expect(object.lastModified.getTime()).toBeGreaterThan(before);
      expect(object.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
    const nothing = [];
    for await (const object of storage.list('missing/')) nothing.push(object);
    expect(nothing).toEqual([]);
    await storage.delete(keys);
  });

  it('answers null for a missing object and refuses unsafe keys', async () => {
    const storage = drivers[name]!;
    expect(await storage.get('images/missing/w320.webp')).toBeNull();
    await expect(storage.put('../x', Buffer.from(''), 'text/plain')).rejects.toThrow();
    expect(storage.publicUrl('images/a/w320.webp')).toBe('/images/a/w320.webp');
  });

  it('passes its readiness check when reachable', async () => {
    await expect(drivers[name]!.check()).resolves.toBeUndefined();
  });
});

describe('readiness check', () => {
  it('fails for a bucket that does not exist and a folder that cannot be made', async () => {
    const missingBucket = createS3Storage({ ...s3Options, bucket: 'missing' });
    await expect(missingBucket.check()).rejects.toThrow();
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, '');
    await expect(createLocalStorage(path.join(blocked, 'storage')).check()).rejects.toThrow();
  });
});
