import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { UPLOAD_PATH } from '../../shared/uploads';
import type { UploadedImage } from '../../shared/schemas/listing';
import { createStagedUploadsRepository } from '../modules/images/staged-uploads.repository';
import type { TestContext } from './app';

const madeJpegs = new Map<string, Promise<Buffer>>();

/**
 * A photo-like JPEG (noise, so it does not compress to nothing) of the given size. Made once per
 * size and seed in a worker (the noise takes a JavaScript loop over every byte); each caller gets
 * a copy of its own.
 */
export async function testJpeg(width = 800, height = 600, seed = 1): Promise<Buffer> {
  const key = `${width}x${height}:${seed}`;
  let made = madeJpegs.get(key);
  if (!made) {
    made = noiseJpeg(width, height, seed);
    madeJpegs.set(key, made);
  }
  return Buffer.from(await made);
}

async function noiseJpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = (x >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The Upload-Metadata header: base64 values, as tus clients send them. */
export function uploadMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export const tusHeaders = { 'tus-resumable': '1.0.0' };

/** A tus request of `cookie`'s user from the app's own origin, with `headers` besides tus's. */
export function tusRequest(
  t: Pick<TestContext, 'app' | 'config'>,
  cookie: string | undefined,
  request: {
    method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE';
    url?: string;
    headers?: Record<string, string>;
    payload?: Buffer;
  },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: request.method,
    url: request.url ?? UPLOAD_PATH,
    headers: {
      ...tusHeaders,
      ...(cookie ? { cookie } : {}),
      origin: t.config.publicUrl,
      ...request.headers,
    },
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

/** The Upload-Metadata of a JPEG named `fileName`. */
const jpegNamed = (fileName: string) =>
  uploadMetadata({ filename: fileName, filetype: 'image/jpeg' });

/** Creates an upload with all its bytes in the creating request (tus creation-with-upload). */
export function postUpload(
  t: Pick<TestContext, 'app' | 'config'>,
  cookie: string | undefined,
  data: Buffer,
  fileName = 'photo.jpg',
): Promise<LightMyRequestResponse> {
  return tusRequest(t, cookie, {
    method: 'POST',
    headers: {
      'upload-length': String(data.length),
      'upload-metadata': jpegNamed(fileName),
      'content-type': 'application/offset+octet-stream',
    },
    payload: data,
  });
}

/** Starts an upload of `length` bytes without data (tus creation); returns its URL path. */
export async function startUpload(
  t: Pick<TestContext, 'app' | 'config'>,
  cookie: string,
  length: number,
  fileName = 'photo.jpg',
): Promise<string> {
  const response = await tusRequest(t, cookie, {
    method: 'POST',
    headers: { 'upload-length': String(length), 'upload-metadata': jpegNamed(fileName) },
  });
  if (response.statusCode !== 201) {
    throw new Error(`upload not started: ${response.statusCode} ${response.body}`);
  }
  return String(response.headers.location);
}

/** Sends `data` as the bytes from `offset` of the upload at `url` (tus PATCH). */
export function patchUpload(
  t: Pick<TestContext, 'app' | 'config'>,
  cookie: string,
  url: string,
  offset: number,
  data: Buffer,
): Promise<LightMyRequestResponse> {
  return tusRequest(t, cookie, {
    method: 'PATCH',
    url,
    headers: {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: data,
  });
}

/** Uploads an image and returns what the server stored; fails the test otherwise. */
export async function uploadImage(
  t: Pick<TestContext, 'app' | 'config'>,
  cookie: string,
  data?: Buffer,
  fileName?: string,
): Promise<UploadedImage> {
  const response = await postUpload(t, cookie, data ?? (await testJpeg()), fileName);
  if (response.statusCode !== 201) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<UploadedImage>();
}

/** The bytes of an unfinished upload, wherever this app stages them. */
export async function stagedBytes(
  t: Pick<TestContext, 'database' | 'dataDir'>,
  id: string,
): Promise<Buffer> {
  if (t.database.kind === 'postgres') {
    return createStagedUploadsRepository(t.database.db).read(id);
  }
  return readFile(path.join(t.dataDir, 'uploads', id));
}
