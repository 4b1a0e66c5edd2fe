import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, UPLOAD_PATH } from '../../../shared/uploads';
import type { UploadedImage } from '../../../shared/schemas/listing';
import { processImage } from '../../lib/images/image-processing';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import {
  patchUpload,
  postUpload,
  startUpload,
  testJpeg,
  tusHeaders,
  tusRequest,
} from '../../test/uploads';
import { pendingImages } from './pending-images.table';

let t: TestContext;
let user: SignedUpUser;
let other: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({}, { uploadLimits: { perUser: 1000 } });
  [user, other] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

async function readObject(key: string): Promise<Buffer> {
  const object = await t.storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function pendingKeys(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(pendingImages)
    .where(eq(pendingImages.userId, userId));
  return rows.map((row) => row.key);
}

const createUpload = (cookie: string, length: number, fileName = 'big.jpg') =>
  startUpload(t, cookie, length, fileName);

const patch = (url: string, cookie: string, offset: number, data: Buffer) =>
  patchUpload(t, cookie, url, offset, data);

describe('tus uploads at /api/uploads', () => {
  it('stores a small image sent in the creating request and answers with it', async () => {
    const response = await postUpload(t, user.cookie, await testJpeg(), 'My Garden (2).JPG');
    expect(response.statusCode).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image.key).toMatch(
      new RegExp(
        `^images/${user.id}-my-garden-2-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
      ),
    );
    expect(image).toMatchObject({ width: 800, height: 600, src: `/${image.key}/w640.webp` });
    expect(await pendingKeys(user.id)).toContain(image.key);
    const served = await t.app.inject({ method: 'GET', url: image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('takes a larger file in chunks and answers the last one with the image', async () => {
    const data = await testJpeg(1600, 1200, 7);
    const url = await createUpload(user.cookie, data.length);
    const half = Math.floor(data.length / 2);
    const first = await patch(url, user.cookie, 0, data.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    const head = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { ...tusHeaders, cookie: user.cookie },
    });
    expect(head.headers['upload-offset']).toBe(String(half));
    const last = await patch(url, user.cookie, half, data.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<UploadedImage>()).toMatchObject({ width: 1600, height: 1200 });
  });

  it('answers 404 with the API error body for an image it does not hold', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/none/missing.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Image not found' } });
  });

  it('answers 401 to a visitor', async () => {
    const response = await postUpload(t, undefined, await testJpeg());
    expect(response.statusCode).toBe(401);
  });

  it("lets nobody else continue, inspect or cancel a user's upload", async () => {
    const url = await createUpload(user.cookie, 1000);
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: {
          ...tusHeaders,
          cookie: other.cookie,
          origin: t.config.publicUrl,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        ...(method === 'PATCH' ? { payload: Buffer.alloc(10) } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it.each([
    ['a GIF named .jpg', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 1)]), 'cat.jpg'],
    ['a text file named .jpg', Buffer.from('just some text, not a photo at all'), 'notes.jpg'],
    [
      'a broken JPEG',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500)]),
      'x.jpg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, data, fileName) => {
    const before = await pendingKeys(other.id);
    const response = await postUpload(t, other.cookie, data, fileName);
    expect(response.statusCode).toBe(415);
    expect(JSON.parse(response.body).error.code).toBe('UNSUPPORTED_IMAGE');
    expect(await pendingKeys(other.id)).toEqual(before);
  });

  it('refuses a file over 10 MB before taking its bytes', async () => {
    const response = await tusRequest(t, user.cookie, {
      method: 'POST',
      headers: { 'upload-length': String(IMAGE_MAX_BYTES + 1) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses an upload of unknown length', async () => {
    const response = await tusRequest(t, user.cookie, {
      method: 'POST',
      headers: { 'upload-defer-length': '1' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('strips the location and every other piece of metadata', async () => {
    const withGps = await sharp(await testJpeg())
      .withExifMerge({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const response = await postUpload(t, user.cookie, withGps);
    const image = response.json<UploadedImage>();
    for (const file of ['full.jpg', 'w320.webp', 'w640.webp', 'w1280.webp']) {
      const bytes = await readObject(`${image.key}/${file}`);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCam')), file).toBe(false);
    }
  });

  it('refuses the cross-site origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: {
        ...tusHeaders,
        cookie: user.cookie,
        origin: 'https://evil.example',
        'upload-length': '10',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('upload limits per user', () => {
  it('answers 429 past the number of uploads allowed in the window', async () => {
    const limited = await createTestApp({}, { uploadLimits: { perUser: 2 } });
    try {
      const someone = await signUp(limited);
      const jpeg = await testJpeg(64, 64);
      expect((await postUpload(limited, someone.cookie, jpeg)).statusCode).toBe(201);
      expect((await postUpload(limited, someone.cookie, jpeg)).statusCode).toBe(201);
      const third = await postUpload(limited, someone.cookie, jpeg);
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('RATE_LIMITED');
      // Another user is not affected.
      const next = await signUp(limited);
      expect((await postUpload(limited, next.cookie, jpeg)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('a connection cut in the middle of a file', () => {
  it('resumes from the offset the server kept, to the same bytes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const data = await testJpeg(2000, 1500, 3);
    const url = await createUpload(user.cookie, data.length, 'resumed.jpg');

    // Send 60% of the body of a PATCH that announces all of it, then drop the connection.
    const cut = Math.floor(data.length * 0.6);
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: url,
        method: 'PATCH',
        headers: {
          ...tusHeaders,
          cookie: user.cookie,
          origin: t.config.publicUrl,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(data.length),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(data.subarray(0, cut), () => setTimeout(() => request.destroy(), 200));
    });

    // The server keeps what arrived; the client asks where to go on.
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const head = await t.app.inject({
        method: 'HEAD',
        url,
        headers: { ...tusHeaders, cookie: user.cookie },
      });
      offset = Number(head.headers['upload-offset']);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(cut);

    const rest = await patch(url, user.cookie, offset, data.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(200);
    const image = rest.json<UploadedImage>();
    // The stored copy is what the whole original file makes: every byte arrived, in order.
    const expected = await processImage(data);
    const full = expected.files.find((file) => file.name === 'full.jpg')!;
    expect((await readObject(`${image.key}/full.jpg`)).equals(full.body)).toBe(true);
  });
});
