import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { tusHeaders, tusRequest, uploadMetadata } from '../../test/uploads';
import { UNFINISHED_UPLOAD_TTL_MS } from './upload-limits';

/**
 * Unfinished uploads wait in staging (disk or database) until they finish or expire: each user,
 * and the site, may have only so many of them, and so many bytes declared, at once.
 */
const create = (t: TestContext, user: SignedUpUser, length: number) =>
  tusRequest(t, user.cookie, {
    method: 'POST',
    headers: {
      'upload-length': String(length),
      'upload-metadata': uploadMetadata({ filename: 'open.jpg', filetype: 'image/jpeg' }),
    },
  });

async function created(t: TestContext, user: SignedUpUser, length: number): Promise<string> {
  const response = await create(t, user, length);
  expect(response.statusCode, response.body).toBe(201);
  return String(response.headers.location);
}

async function expectRefused(t: TestContext, user: SignedUpUser, length: number, why: RegExp) {
  const response = await create(t, user, length);
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().error).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
  expect(response.json().error.message).toMatch(why);
}

describe('caps on unfinished uploads', () => {
  let t: TestContext;
  let users: SignedUpUser[];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        uploadLimits: {
          perUser: 1000,
          openPerUser: 2,
          openBytesPerUser: 3000,
          openPerSite: 4,
          openBytesPerSite: 6000,
        },
      },
    );
    users = await Promise.all([1, 2, 3, 4].map(() => signUp(t)));
  });
  afterAll(() => t.close());

  it('hold each user to their count, their bytes, and everyone to the site’s, until uploads end or expire', async () => {
    const [ann, ben, cat, dan] = users as [SignedUpUser, SignedUpUser, SignedUpUser, SignedUpUser];
    // Per user: two open uploads; a cancelled one makes room.
    const first = await created(t, ann, 1000);
    await created(t, ann, 1000);
    await expectRefused(t, ann, 1000, /unfinished uploads/);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: first,
      headers: { ...tusHeaders, cookie: ann.cookie, origin: t.config.publicUrl },
    });
    expect(cancelled.statusCode).toBe(204);
    await created(t, ann, 1000);

    // Per user: 3000 bytes declared.
    await created(t, ben, 2500);
    await expectRefused(t, ben, 1000, /3000|MB/);

    // The site: four open uploads (ann 2, ben 1, cat 1), whoever asks next.
    await created(t, cat, 1000);
    await expectRefused(t, dan, 100, /on the site/);

    // Expired uploads count no more and are swept.
    const later = new Date(Date.now() + UNFINISHED_UPLOAD_TTL_MS + 60_000);
    expect((await t.images.sweep(later)).staged).toBe(4);
    const response = await create(t, dan, 100);
    expect(response.statusCode).toBe(201);
    const expires = Date.parse(String(response.headers['upload-expires']));
    expect(expires - Date.now()).toBeLessThanOrEqual(UNFINISHED_UPLOAD_TTL_MS + 1000);
  });
});

describe('parallel creations of one user', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp({}, { uploadLimits: { perUser: 1000, openPerUser: 2 } });
  });
  afterAll(() => t.close());

  it('cannot all slip under the cap at once', async () => {
    const user = await signUp(t);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => create(t, user, 1000)));
    const statuses = answers.map((answer) => answer.statusCode);
    // Never more than the cap; an upload staged while another was being checked may be counted
    // twice, so fewer may be let through, never none.
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
  });
});
