import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listingQuery } from '../api/get-listing';
import { sessionQuery } from '../api/get-session';
import { userQuery } from '../api/get-user';
import { ApiRequestError } from '../api/http';
import { moderationKeys } from '../api/moderation-keys';
import { buildListing } from '../test/fixtures';
import { signedInSession } from '../test/routes';
import { pageHead } from './route-data';

const LISTING_ID = '00000000-0000-4000-8000-000000000001';

/** A query client holding `answers`: data, or an error a query failed with. */
async function cacheWith(answers: [QueryKey, unknown][]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [queryKey, answer] of answers) {
    await queryClient.prefetchQuery({
      queryKey,
      queryFn: () => (answer instanceof Error ? Promise.reject(answer) : answer),
    });
  }
  return queryClient;
}

const notFound = new ApiRequestError(404, 'NOT_FOUND', 'Not found');
const session = sessionQuery().queryKey;

describe('the head of each route, from the route table', () => {
  it.each([
    ['/', 'Explore'],
    ['/offer', 'Offers'],
    ['/category/rent', 'Places for rent'],
    ['/category/sale', 'Places for Sale'],
    ['/category/elsewhere', 'Places for Sale'],
    ['/search?type=rent', 'Search'],
    ['/sign-in?next=/saved', 'Sign In'],
    ['/verify-email', 'Verify your e-mail address'],
    ['/renew?token=t', 'Renew listing'],
  ])('titles %s "%s"', async (path, title) => {
    expect(pageHead(await cacheWith([]), path)).toEqual({ title });
  });

  it('names a listing and describes it for previews; 404 when it does not exist', async () => {
    const listing = buildListing({ id: LISTING_ID, name: 'Quiet Garden Flat', bedrooms: 2 });
    const path = `/category/rent/${LISTING_ID}`;
    const found = pageHead(await cacheWith([[listingQuery(LISTING_ID).queryKey, listing]]), path);
    expect(found).toMatchObject({ title: 'Quiet Garden Flat', listing });
    expect(found.description).toContain('2 Bedrooms');
    expect(found.status).toBeUndefined();

    const missing = await cacheWith([[listingQuery(LISTING_ID).queryKey, notFound]]);
    expect(pageHead(missing, path)).toEqual({ title: 'Listing not found', status: 404 });
    const failed = await cacheWith([[listingQuery(LISTING_ID).queryKey, new Error('offline')]]);
    expect(pageHead(failed, path).status).toBeUndefined();
    expect(pageHead(await cacheWith([]), path)).toEqual({ title: null });
  });

  it('answers 404 for a contact page whose owner does not exist', async () => {
    const missing = await cacheWith([[userQuery('nobody').queryKey, notFound]]);
    expect(pageHead(missing, '/contact/nobody')).toMatchObject({ status: 404 });
    const found = await cacheWith([[userQuery('owner').queryKey, { id: 'owner', name: 'A' }]]);
    expect(pageHead(found, '/contact/owner').status).toBeUndefined();
  });

  it('gives a protected page its title only once a visitor is signed in', async () => {
    expect(pageHead(await cacheWith([[session, null]]), '/profile')).toEqual({ title: null });
    expect(pageHead(await cacheWith([[session, null]]), '/saved')).toEqual({ title: null });
    const signedIn = await cacheWith([[session, signedInSession()]]);
    expect(pageHead(signedIn, '/profile')).toEqual({ title: 'My Profile' });
    expect(pageHead(signedIn, `/edit-listing/${LISTING_ID}`)).toEqual({ title: 'Edit Listing' });
    expect(pageHead(signedIn, '/saved')).toEqual({ title: 'Saved' });
  });

  it('shows /moderation to moderators only: anyone else gets the not-found page', async () => {
    const moderator = signedInSession({ id: 'm', name: 'M', email: 'm@x.org', moderator: true });
    expect(pageHead(await cacheWith([]), '/moderation')).toEqual({ title: null });
    expect(pageHead(await cacheWith([[session, null]]), '/moderation')).toEqual({
      title: 'Page not found',
      status: 404,
    });
    const desk = await cacheWith([[session, moderator]]);
    expect(pageHead(desk, '/moderation')).toEqual({ title: 'Moderation' });
    // The role was taken away since the session was read: the API says so.
    const revoked = await cacheWith([
      [session, moderator],
      [moderationKeys.reports('m'), notFound],
    ]);
    expect(pageHead(revoked, '/moderation')).toMatchObject({ status: 404 });
  });

  it('answers 404 for a path no route has', async () => {
    expect(pageHead(await cacheWith([]), '/no/such/page')).toEqual({
      title: 'Page not found',
      status: 404,
    });
  });
});
