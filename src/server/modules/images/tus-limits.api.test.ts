import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../../../shared/uploads';
import type { UploadedImage } from '../../../shared/schemas/listing';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { stagedBytes, startUpload, testJpeg, tusHeaders, uploadMetadata } from '../../test/uploads';

/** tus over a real socket: bodies sent in chunks, without a Content-Length to check first. */
let t: TestContext;
let user: SignedUpUser;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends `body` with Transfer-Encoding: chunked, 64 KB a chunk, and stops writing once the server
 * has answered (it may answer before the body ends, and close the connection).
 */
function sendChunked(
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, path: url, method, headers });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const write = () => {
      while (sent < body.length && !answered) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

const headersFor = (extra: Record<string, string>) => ({
  ...tusHeaders,
  cookie: user.cookie,
  origin: t.config.publicUrl,
  'content-type': 'application/offset+octet-stream',
  ...extra,
});

const createUpload = (length: number) => startUpload(t, user.cookie, length, 'chunked.jpg');

async function offsetOf(url: string): Promise<number> {
  const head = await t.app.inject({
    method: 'HEAD',
    url,
    headers: { ...tusHeaders, cookie: user.cookie },
  });
  return Number(head.headers['upload-offset']);
}

const stagedSize = async (url: string) => (await stagedBytes(t, path.basename(url))).length;

describe('a chunked PATCH (no Content-Length)', () => {
  it('within the upload length finishes the upload like any other', async () => {
    const data = await testJpeg(900, 700, 5);
    const url = await createUpload(data.length);
    const answer = await sendChunked('PATCH', url, headersFor({ 'upload-offset': '0' }), data);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body) as UploadedImage).toMatchObject({ width: 900, height: 700 });
  });

  it('past the upload length answers 413, keeps none of its bytes, and the upload goes on', async () => {
    const data = await testJpeg(900, 700, 6);
    const url = await createUpload(data.length);
    const tooMuch = Buffer.concat([data, Buffer.alloc(1024 * 1024, 7)]);
    const answer = await sendChunked('PATCH', url, headersFor({ 'upload-offset': '0' }), tooMuch);
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('UPLOAD_TOO_LARGE');
    expect(await offsetOf(url)).toBe(0);
    expect(await stagedSize(url)).toBe(0);

    const retry = await sendChunked('PATCH', url, headersFor({ 'upload-offset': '0' }), data);
    expect(retry.status, retry.body).toBe(200);
  });

  it('past the length after a first part keeps the first part only', async () => {
    const data = await testJpeg(900, 700, 8);
    const url = await createUpload(data.length);
    const half = Math.floor(data.length / 2);
    const first = await sendChunked(
      'PATCH',
      url,
      headersFor({ 'upload-offset': '0' }),
      data.subarray(0, half),
    );
    expect(first.status).toBe(204);
    const rest = Buffer.concat([data.subarray(half), Buffer.alloc(512 * 1024, 1)]);
    const answer = await sendChunked(
      'PATCH',
      url,
      headersFor({ 'upload-offset': String(half) }),
      rest,
    );
    expect(answer.status, answer.body).toBe(413);
    expect(await offsetOf(url)).toBe(half);
    expect(await stagedSize(url)).toBe(half);
  });
});

describe('tus refusals answer their 4xx with our error body', () => {
  it('a wrong offset is 409, a wrong content type 415, a chunked creation past its length 413', async () => {
    const url = await createUpload(1000);
    const wrongOffset = await t.app.inject({
      method: 'PATCH',
      url,
      headers: headersFor({ 'upload-offset': '10' }),
      payload: Buffer.alloc(10),
    });
    expect(wrongOffset.statusCode).toBe(409);
    expect(wrongOffset.json().error.code).toBe('UPLOAD_OFFSET_MISMATCH');

    const wrongType = await t.app.inject({
      method: 'PATCH',
      url,
      headers: headersFor({ 'upload-offset': '0', 'content-type': 'text/plain' }),
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);

    const creation = await sendChunked(
      'POST',
      UPLOAD_PATH,
      headersFor({
        'upload-length': '1000',
        'upload-metadata': uploadMetadata({ filename: 'x.jpg', filetype: 'image/jpeg' }),
      }),
      Buffer.alloc(300 * 1024, 3),
    );
    expect(creation.status, creation.body).toBe(413);
    expect(JSON.parse(creation.body).error.code).toBe('UPLOAD_TOO_LARGE');
  });
});
