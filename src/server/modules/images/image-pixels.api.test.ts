import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { postUpload } from '../../test/uploads';
import { pendingImages } from './pending-images.table';

/**
 * A small file may hold a huge image (a flat PNG of 16383×16383 is under 1 MB): decoding it costs
 * seconds and a gigabyte. The header says how many pixels there are before anything is decoded.
 */
let t: TestContext;
let user: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({}, { uploadLimits: { perUser: 1000 } });
  user = await signUp(t);
});
afterAll(() => t.close());

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a9' } });

describe('an image of more than 40 megapixels', () => {
  it.each([
    ['PNG', 7000, 6000, (image: Sharp) => image.png({ compressionLevel: 9 })],
    ['JPEG', 8000, 5100, (image: Sharp) => image.jpeg({ quality: 50 })],
  ])('is refused from its header: a %s of %i×%i', async (_kind, width, height, encode) => {
    const data = await encode(flat(width, height)).toBuffer();
    const response = await postUpload(t, user.cookie, data, 'huge.png');
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().error).toEqual({
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: expect.stringMatching(/40 megapixels/),
    });
    expect(await t.database.db.select().from(pendingImages)).toEqual([]);
  });

  it('leaves a photo of 24 megapixels alone', async () => {
    const data = await flat(6000, 4000).jpeg({ quality: 80 }).toBuffer();
    const response = await postUpload(t, user.cookie, data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ width: 2560, height: 1707 });
  });
});
