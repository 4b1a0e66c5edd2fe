import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../../../shared/uploads';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { stagedBytes, startUpload, tusHeaders } from '../../test/uploads';

/**
 * Only the user who began an upload may continue, inspect or cancel it, whatever the URL carries
 * after the id: tus reads the id from the end of the whole URL, query included, so the id the
 * owner check reads must be the one tus acts on.
 */
let t: TestContext;
let mallory: SignedUpUser;
let victim: SignedUpUser;

beforeAll(async () => {
  // Each case leaves its two uploads open.
  t = await createTestApp({}, { uploadLimits: { perUser: 1000, openPerUser: 100 } });
  [mallory, victim] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

const createUpload = (cookie: string, length: number) => startUpload(t, cookie, length);

const send = (method: 'HEAD' | 'PATCH' | 'DELETE', url: string, cookie: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...tusHeaders,
      cookie,
      origin: t.config.publicUrl,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    ...(method === 'PATCH' ? { payload: Buffer.from('mallory was here') } : {}),
  });

const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The victim's own view of their upload: its offset and length, or its status when gone. */
async function victimSees(url: string) {
  const head = await send('HEAD', url, victim.cookie);
  return {
    status: head.statusCode,
    offset: head.headers['upload-offset'],
    length: head.headers['upload-length'],
  };
}

describe("another user's upload named after one's own in the URL", () => {
  const tails = [
    (theirs: string) => `?x=/${theirs}`,
    (theirs: string) => `?x=%2F${theirs}`,
    (theirs: string) => `#/${theirs}`,
    (theirs: string) => `;/${theirs}`,
  ];

  it.each(['HEAD', 'PATCH', 'DELETE'] as const)(
    '%s reaches only the upload the owner check read',
    async (method) => {
      for (const tail of tails) {
        const mine = await createUpload(mallory.cookie, 100);
        const theirs = await createUpload(victim.cookie, 5000);
        const response = await send(method, `${mine}${tail(idOf(theirs))}`, mallory.cookie);
        // Mallory's own upload, or nothing: never a word of the victim's.
        expect(response.headers['upload-length'], tail('…')).not.toBe('5000');
        expect(await victimSees(theirs), `${method} ${tail('…')}`).toEqual({
          status: 200,
          offset: '0',
          length: '5000',
        });
        expect((await stagedBytes(t, idOf(theirs))).length).toBe(0);
      }
    },
  );

  it('answers 404 to an id that no upload of this app could have', async () => {
    const theirs = await createUpload(victim.cookie, 5000);
    for (const id of [`..%2F${idOf(theirs)}`, 'not-an-upload', `${idOf(theirs)}%2F`]) {
      const response = await send('HEAD', `${UPLOAD_PATH}/${id}`, mallory.cookie);
      expect(response.statusCode, id).toBe(404);
    }
    expect((await victimSees(theirs)).status).toBe(200);
  });
});
