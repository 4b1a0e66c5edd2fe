import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_ERROR_CODES,
  LISTING_ERROR_CODES,
  MODERATION_ERROR_CODES,
  SAVED_SEARCH_ERROR_CODES,
  UPLOAD_ERROR_CODES,
} from '../../shared/api-errors';
import { listingInputSchemaFor } from '../../shared/schemas/listing';
import { sampleListingInput } from '../../shared/test/listing-input';
import { english, type Catalogue } from '../../shared/texts/catalogue';
import { hindi } from '../../shared/texts/hi/catalogue';
import { signIn, signUp, type SignedUpUser } from '../test/accounts';
import { createTestApp, type TestContext } from '../test/app';
import { insertListing } from '../test/factories';
import { ADMIN_EMAILS_ENV, signUpModerator } from '../test/moderation';
import { tusRequest, uploadMetadata } from '../test/uploads';
import { users } from '../modules/users/users.table';

/**
 * On a Hindi page every text is Hindi, toasts and the API's errors included
 * (docs/product.md#languages). The Hindi pages send Accept-Language: hi with every request; each
 * refusal below is told in Hindi then, in English without the header (or with a language not
 * ours), with the same status and code.
 */
let t: TestContext;
let owner: SignedUpUser;
let other: SignedUpUser;
let moderator: SignedUpUser;

beforeAll(async () => {
  // One owner a minute may be looked up: the second lookup is the 429 under test.
  t = await createTestApp({ ...ADMIN_EMAILS_ENV, CONTACT_RATE_LIMIT: '1' });
  [owner, other, moderator] = await Promise.all([signUp(t), signUp(t), signUpModerator(t)]);
});
afterAll(() => t.close());

/** The header each language's requests carry; English's pages send none of ours. */
const LANGUAGES = [
  { name: 'Hindi', headers: { 'accept-language': 'hi' }, texts: hindi },
  { name: 'English', headers: {}, texts: english },
] as const;

type Headers = Record<string, string>;

/** The code and message of an answer: ours (`{error:{…}}`) or better-auth's (`{code, message}`). */
function refusal(response: LightMyRequestResponse): { code?: string; message?: string } {
  const body = response.json<{ code?: string; message?: string; error?: object }>();
  return body.error ?? body;
}

/**
 * Sends `request` in each language and expects `status`, `code` and the message `message`
 * picks from that language's catalogue (given the answer, for a wait it names).
 */
async function refusedInEachLanguage(
  request: (headers: Headers) => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  message: (texts: Catalogue, response: LightMyRequestResponse) => string,
) {
  for (const language of LANGUAGES) {
    const response = await request(language.headers);
    expect(response.statusCode, `${language.name}: ${response.body}`).toBe(status);
    expect(refusal(response), language.name).toEqual(
      expect.objectContaining({ code, message: message(language.texts, response) }),
    );
  }
}

const send =
  (method: 'POST' | 'PUT' | 'DELETE', url: string, user?: SignedUpUser, payload?: object) =>
  (headers: Headers) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(user && { cookie: user.cookie }), ...headers },
      ...(payload && { payload }),
    });

describe('the API answers in the language the request asks for', () => {
  it('tells a per-minute limit (429) in it', async () => {
    const lookup = (headers: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers });
    expect((await lookup({})).statusCode).toBe(200);
    await refusedInEachLanguage(lookup, 429, COMMON_ERROR_CODES.rateLimited, (texts, response) =>
      texts.api.tooManyOwners({ seconds: Number(response.headers['retry-after']) }),
    );
  });

  it('tells a photo that is no JPEG or PNG (415) in it', async () => {
    const data = Buffer.from('no picture at all, only words');
    const upload = (headers: Headers) =>
      tusRequest(t, owner.cookie, {
        method: 'POST',
        headers: {
          'upload-length': String(data.length),
          'upload-metadata': uploadMetadata({ filename: 'a.jpg', filetype: 'image/jpeg' }),
          'content-type': 'application/offset+octet-stream',
          ...headers,
        },
        payload: data,
      });
    await refusedInEachLanguage(
      upload,
      415,
      UPLOAD_ERROR_CODES.unsupportedImage,
      (texts) => texts.api.notJpegOrPng,
    );
  });

  it("tells another owner's listing (403) and a broken listing rule (400) in it", async () => {
    const listing = await insertListing(t.database.db, owner.id);
    await refusedInEachLanguage(
      send('DELETE', `/api/listings/${listing.id}`, other),
      403,
      LISTING_ERROR_CODES.notOwner,
      (texts) => texts.listingForm.notOwner,
    );
    // A name too short and no photo: each issue as the page's own check words it.
    const input = sampleListingInput([], { name: 'Too short' });
    for (const language of LANGUAGES) {
      const response = await send('POST', '/api/listings', owner, input)(language.headers);
      expect(response.statusCode).toBe(400);
      const said = listingInputSchemaFor('create', language.texts.listingForm).safeParse(input);
      const issues = said.error!.issues.map(({ path, message }) => ({ path, message }));
      expect(response.json().error, language.name).toEqual({
        code: COMMON_ERROR_CODES.validationFailed,
        message: issues[0]!.message,
        issues,
      });
    }
  });

  it('tells a report refused (403, 400) in it', async () => {
    const listing = await insertListing(t.database.db, owner.id);
    const reports = `/api/listings/${listing.id}/reports`;
    await refusedInEachLanguage(
      send('POST', reports, owner, { reason: 'broker' }),
      403,
      MODERATION_ERROR_CODES.ownListing,
      (texts) => texts.moderation.report.ownListing,
    );
    await refusedInEachLanguage(
      send('POST', reports, other, { reason: 'other' }),
      400,
      COMMON_ERROR_CODES.validationFailed,
      (texts) => texts.moderation.report.detailsRequired,
    );
  });

  it('tells a saved search without a name (400) in it', async () => {
    await refusedInEachLanguage(
      send('POST', '/api/me/searches', owner, { name: '   ', query: 'type=rent' }),
      400,
      COMMON_ERROR_CODES.validationFailed,
      (texts) => texts.search.save.nameRequired,
    );
  });

  it('tells a moderation action that does not apply (409) in it', async () => {
    const listing = await insertListing(t.database.db, owner.id, { name: 'Lake View Cottage' });
    await refusedInEachLanguage(
      send('POST', `/api/moderation/listings/${listing.id}/restore`, moderator),
      409,
      MODERATION_ERROR_CODES.conflict,
      (texts) => texts.moderation.refusals.notHidden({ name: 'Lake View Cottage' }),
    );
  });

  it('tells a suspended account signing in (403) in it', async () => {
    const suspended = await signUp(t);
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.id));
    await refusedInEachLanguage(
      (headers) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: t.config.publicUrl, ...headers },
          payload: { email: suspended.email, password: suspended.password },
        }),
      403,
      MODERATION_ERROR_CODES.accountSuspended,
      (texts) => texts.account.suspended,
    );
    // The helper's request without the header is English, as above.
    expect(refusal(await signIn(t, suspended.email, suspended.password)).message).toBe(
      english.account.suspended,
    );
  });

  it('tells an invalid renew or unsubscribe link (400) in it', async () => {
    const token = { token: 'not-a-token' };
    await refusedInEachLanguage(
      send('POST', '/api/renew', undefined, token),
      400,
      LISTING_ERROR_CODES.invalidToken,
      (texts) => texts.expiry.invalidLink,
    );
    await refusedInEachLanguage(
      send('POST', '/api/unsubscribe', undefined, token),
      400,
      SAVED_SEARCH_ERROR_CODES.invalidToken,
      (texts) => texts.alerts.invalidLink,
    );
  });

  it('tells the one-click unsubscribe of a mail provider in it, as plain text', async () => {
    for (const language of LANGUAGES) {
      const response = await send('POST', '/unsubscribe?token=not-a-token')(language.headers);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(language.texts.alerts.invalidLink);
    }
  });

  it('reads the first language of ours the header names; English for any other', async () => {
    const renew = send('POST', '/api/renew', undefined, { token: 'not-a-token' });
    const said = async (header: string) =>
      refusal(await renew({ 'accept-language': header })).message;
    expect(await said('hi-IN,hi;q=0.9,en;q=0.8')).toBe(hindi.expiry.invalidLink);
    expect(await said('fr-FR,fr;q=0.9')).toBe(english.expiry.invalidLink);
    expect(await said('fr,en;q=0.5,hi;q=0.4')).toBe(english.expiry.invalidLink);
  });
});
