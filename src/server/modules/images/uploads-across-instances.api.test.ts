import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { UploadedImage } from '../../../shared/schemas/listing';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, secondInstance, type TestContext } from '../../test/app';
import { patchUpload, stagedBytes, startUpload, testJpeg, tusHeaders } from '../../test/uploads';

/**
 * Two instances of the app on one database, as behind a balancer without sticky sessions: each
 * chunk of a resumable upload may reach either, and two at once may race for the same offset.
 */
let t: TestContext;
let other: FastifyInstance;
let user: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondInstance(t);
  user = await signUp(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const headers = (extra: Record<string, string> = {}) => ({
  ...tusHeaders,
  cookie: user.cookie,
  origin: t.config.publicUrl,
  ...extra,
});

const createUpload = (app: FastifyInstance, size: number) =>
  startUpload({ app, config: t.config }, user.cookie, size, 'across.jpg');

const patch = (app: FastifyInstance, url: string, offset: number, data: Buffer) =>
  patchUpload({ app, config: t.config }, user.cookie, url, offset, data);

describe('a resumable upload across instances', () => {
  it('completes byte-exact when its chunks alternate instances', async () => {
    const image = await testJpeg(1200, 900, 11);
    const url = await createUpload(t.app, image.length);
    const id = url.split('/').pop()!;
    const staged = { read: (upload: string) => stagedBytes(t, upload) };
    const apps = [other, t.app, other, t.app];
    const size = Math.ceil(image.length / apps.length);
    let answer;
    for (const [i, app] of apps.entries()) {
      const offset = i * size;
      const head = await app.inject({ method: 'HEAD', url, headers: headers() });
      expect(head.headers['upload-offset']).toBe(String(offset));
      answer = await patch(app, url, offset, image.subarray(offset, offset + size));
      if (i < apps.length - 1) {
        expect(answer.statusCode).toBe(204);
        // What is staged so far is exactly the file's beginning.
        expect(
          (await staged.read(id))
            .subarray(0, offset + size)
            .equals(image.subarray(0, offset + size)),
        ).toBe(true);
      }
    }
    expect(answer!.statusCode, answer!.body).toBe(200);
    expect(answer!.json<UploadedImage>()).toMatchObject({ width: 1200, height: 900 });
    // The finished upload leaves nothing staged.
    await expect
      .poll(() =>
        staged.read(id).then(
          (b) => b.length,
          () => 0,
        ),
      )
      .toBe(0);
  });

  // Embedded PostgreSQL serves one instance only; its uploads are staged in files.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets one of two writers racing for the same offset on two instances win; the other gets 409',
    async () => {
      const image = await testJpeg(800, 600, 12);
      const url = await createUpload(t.app, image.length);
      const half = Math.floor(image.length / 2);
      const answers = await Promise.all([
        patch(t.app, url, 0, image.subarray(0, half)),
        patch(other, url, 0, image.subarray(0, half)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
      const head = await other.inject({ method: 'HEAD', url, headers: headers() });
      expect(head.headers['upload-offset']).toBe(String(half));
      const rest = await patch(t.app, url, half, image.subarray(half));
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json<UploadedImage>()).toMatchObject({ width: 800, height: 600 });
    },
  );

  it('is continued only by its owner, whichever instance is asked', async () => {
    const url = await createUpload(other, 1000);
    const stranger = await signUp(t);
    const answer = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { ...tusHeaders, cookie: stranger.cookie, origin: t.config.publicUrl },
    });
    expect(answer.statusCode).toBe(404);
  });
});
