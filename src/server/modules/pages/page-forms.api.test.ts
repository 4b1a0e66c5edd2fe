import { describe, expect, it } from 'vitest';
import { NOTICE_COOKIE, readNotice } from '../../../shared/page-notice';
import { catalogues } from '../../../shared/texts/catalogues';
import { signUp, TEST_ORIGIN, type SignedUpUser } from '../../test/accounts';
import { insertListing } from '../../test/factories';
import { withOwnerAndOther } from '../../test/owner-and-other';
import type { LightMyRequestResponse } from 'fastify';

const given = withOwnerAndOther();
const { account: en } = catalogues.en;
const { account: hi } = catalogues.hi;

/** A browser's form post: urlencoded, with its Origin and the visitor's cookie. */
const submit = (url: string, user?: SignedUpUser, origin = TEST_ORIGIN) =>
  given.t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      ...(user && { cookie: user.cookie }),
    },
    payload: '',
  });

const noticeOf = (response: LightMyRequestResponse) =>
  readNotice(response.cookies.find((cookie) => cookie.name === NOTICE_COOKIE)?.value);

const statusOf = async (id: string, user: SignedUpUser) =>
  (
    await given.t.app.inject({
      method: 'GET',
      url: `/api/listings/${id}`,
      headers: { cookie: user.cookie },
    })
  ).json<{ status: string }>().status;

describe('the forms behind the controls of server-rendered pages', () => {
  it("marks the owner's listing rented, relists and renews it, back on the profile with the app's toast", async () => {
    const { t, owner } = given;
    const listing = await insertListing(t.database.db, owner.id, { name: 'Form Test Home' });
    const close = await submit(`/profile/listings/${listing.id}/close`, owner);
    expect(close.statusCode).toBe(303);
    expect(close.headers.location).toBe('/profile');
    expect(noticeOf(close)).toEqual({
      kind: 'success',
      text: en.yourListings.markedRented({ name: 'Form Test Home' }),
    });
    expect(await statusOf(listing.id, owner)).toBe('rented');

    const relist = await submit(`/hi/profile/listings/${listing.id}/relist`, owner);
    expect(relist.headers.location).toBe('/hi/profile');
    expect(noticeOf(relist)?.text).toBe(hi.yourListings.relisted({ name: 'Form Test Home' }));
    expect(await statusOf(listing.id, owner)).toBe('listed');

    const renew = await submit(`/profile/listings/${listing.id}/renew`, owner);
    expect(noticeOf(renew)?.text).toBe(en.yourListings.renewed({ name: 'Form Test Home' }));
  });

  it("refuses another owner's listing, a visitor, an unknown action and another site", async () => {
    const { t, owner, other } = given;
    const listing = await insertListing(t.database.db, owner.id, { name: 'Not Your Own Home' });
    const byOther = await submit(`/profile/listings/${listing.id}/close`, other);
    expect(byOther.headers.location).toBe('/profile');
    expect(noticeOf(byOther)).toEqual({
      kind: 'error',
      text: en.yourListings.markFailed({ name: 'Not Your Own Home' }),
    });
    const byVisitor = await submit(`/profile/listings/${listing.id}/close`);
    expect(byVisitor.statusCode).toBe(303);
    expect(byVisitor.headers.location).toBe('/sign-in');
    expect((await submit(`/profile/listings/${listing.id}/delete`, owner)).statusCode).toBe(404);
    const forged = await submit(
      `/profile/listings/${listing.id}/close`,
      owner,
      'https://evil.test',
    );
    expect(forged.statusCode).toBe(403);
    expect(await statusOf(listing.id, owner)).toBe('listed');
  });

  it('signs out and goes home, in the language of the page', async () => {
    const { t } = given;
    const user = await signUp(t);
    // As a browser posts a page's form under `Referrer-Policy: no-referrer`.
    const response = await t.app.inject({
      method: 'POST',
      url: '/hi/sign-out',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        cookie: user.cookie,
      },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/hi');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json()).toBeNull();
  });
});
