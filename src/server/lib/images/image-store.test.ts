import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { detectImageKind, processImage, variantWidth } from './image-processing';
import { deleteImage, describeImage, imageFileKeys, slugFileName, storeImage } from './image-store';

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-images-'));
  storage = createLocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A 1200×800 photo-like JPEG whose EXIF says "rotate 90°" and that carries a GPS position. */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' },
    })
    .toBuffer();
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('detectImageKind', () => {
  it('knows JPEG and PNG by their bytes, nothing else', async () => {
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(detectImageKind(await jpegWithExif())).toBe('jpeg');
    expect(detectImageKind(png)).toBe('png');
    expect(detectImageKind(Buffer.from('GIF89a........'))).toBeNull();
    expect(detectImageKind(Buffer.from('<svg></svg>'))).toBeNull();
  });
});

describe('processImage', () => {
  it('applies EXIF orientation and strips all metadata', async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('TestCam')).toBe(true);
    expect(before.orientation).toBe(6);
    const result = await processImage(input);
    // Orientation 6 turns 1200×800 into 800×1200.
    expect([result.width, result.height]).toEqual([800, 1200]);
    for (const file of result.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.exif, file.name).toBeUndefined();
      expect(meta.icc, file.name).toBeUndefined();
      expect(meta.orientation ?? 1, file.name).toBe(1);
    }
  });

  it('makes WebP variants that fit in their size, portraits by their height, never enlarged', async () => {
    const result = await processImage(await jpegWithExif());
    const widths = await Promise.all(
      result.files.map(async (f) => [f.name, (await sharp(f.body).metadata()).width]),
    );
    expect(Object.fromEntries(widths)).toEqual({
      'full.jpg': 800,
      'w320.webp': 213,
      'w640.webp': 427,
      'w1280.webp': 800,
    });
  });

  it('refuses files that are not JPEG or PNG, or are broken', async () => {
    await expect(processImage(Buffer.from('GIF89a'))).rejects.toMatchObject({ statusCode: 415 });
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    await expect(processImage(truncated)).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe('storeImage', () => {
  it('stores the variants under images/{userId}-{fileName}-{uuid} and deletes them again', async () => {
    const stored = await storeImage(storage, 'user-1', 'My Garden (2).JPG', await jpegWithExif());
    expect(stored.key).toMatch(/^images\/user-1-my-garden-2-[0-9a-f-]{36}$/);
    for (const key of imageFileKeys(stored.key)) {
      const object = await storage.get(key);
      expect(object, key).not.toBeNull();
      expect((await streamToBuffer(object!.body)).length).toBe(object!.size);
    }
    const described = describeImage(storage, stored);
    expect(described.src).toBe(`/${stored.key}/w640.webp`);
    expect(described.srcSet).toBe(
      `/${stored.key}/w320.webp 213w, /${stored.key}/w640.webp 427w, /${stored.key}/w1280.webp 800w`,
    );
    await deleteImage(storage, stored.key);
    for (const key of imageFileKeys(stored.key)) expect(await storage.get(key)).toBeNull();
  });

  it('describes each variant by its true width: a landscape by its width, a portrait by its height', () => {
    const widths = (width: number, height: number) =>
      [320, 640, 1280].map((side) => variantWidth(side, width, height));
    expect(widths(2560, 1920)).toEqual([320, 640, 1280]);
    expect(widths(1920, 2560)).toEqual([240, 480, 960]);
    expect(widths(500, 400)).toEqual([320, 500, 500]);
    const portrait = describeImage(storage, { key: 'images/u-p', width: 1920, height: 2560 });
    expect(portrait.srcSet).toBe(
      '/images/u-p/w320.webp 240w, /images/u-p/w640.webp 480w, /images/u-p/w1280.webp 960w',
    );
  });

  it('slugs file names', () => {
    expect(slugFileName('Façade — front.jpeg')).toBe('facade-front');
    expect(slugFileName('...')).toBe('image');
  });
});

describe('local storage', () => {
  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.get('images/../../etc/passwd')).rejects.toThrow();
  });
});
