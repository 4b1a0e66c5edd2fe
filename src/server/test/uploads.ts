import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { UPLOAD_PATH } from '../../shared/uploads';
import type { UploadedImage } from '../../shared/schemas/listing';
import { createStagedUploadsRepository } from '../modules/images/staged-uploads.repository';
import type { TestContext } from './app';

/** A photo-like JPEG (noise, so it does not compress to nothing) of the given size. */
export async function testJpeg(width = 800, height = 600, seed = 1): Promise<Buffer> {
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

/** Creates an upload with all its bytes in the creating request (tus creation-with-upload). */
export function postUpload(
  t: Pick<TestContext, 'app' | 'config'>,
  cookie: string | undefined,
  data: Buffer,
  fileName = 'photo.jpg',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    headers: {
      ...tusHeaders,
      ...(cookie ? { cookie } : {}),
      origin: t.config.publicUrl,
      'upload-length': String(data.length),
      'upload-metadata': uploadMetadata({ filename: fileName, filetype: 'image/jpeg' }),
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
  const response = await t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    headers: {
      ...tusHeaders,
      cookie,
      origin: t.config.publicUrl,
      'upload-length': String(length),
      'upload-metadata': uploadMetadata({ filename: fileName, filetype: 'image/jpeg' }),
    },
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
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: {
      ...tusHeaders,
      cookie,
      origin: t.config.publicUrl,
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
