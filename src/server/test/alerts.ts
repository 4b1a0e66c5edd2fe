import { expect } from 'vitest';
import type { Listing, ListingInputBody } from '../../shared/schemas/listing';
import type { SavedSearch } from '../../shared/schemas/saved';
import { sampleListingInput } from '../../shared/test/listing-input';
import type { Clock } from '../lib/clock';
import type { SignedUpUser } from './accounts';
import type { TestContext } from './app';
import { uploadImage } from './uploads';

/**
 * A clock a test sets and moves (AppDeps.clock). Like a real one it moves on as it is read, a
 * millisecond each time, so that what happens one after the other has times in that order.
 */
export function testClock(
  start: string,
): Clock & { set(iso: string): void; setNext(ms: number): void; advance(ms: number): void } {
  let now = new Date(start);
  return {
    now: () => {
      now = new Date(now.getTime() + 1);
      return now;
    },
    set: (iso) => {
      now = new Date(iso);
    },
    /** Sets the clock so that its next reading is exactly `ms`. */
    setNext: (ms) => {
      now = new Date(ms - 1);
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const headersOf = (t: Pick<TestContext, 'config'>, user: SignedUpUser) => ({
  origin: t.config.publicUrl,
  cookie: user.cookie,
});

/** Saves a search through the API; fails the test otherwise. */
export async function saveSearch(
  t: Pick<TestContext, 'app' | 'config'>,
  user: SignedUpUser,
  body: { name: string; query: string; frequency?: SavedSearch['frequency'] },
): Promise<SavedSearch> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/me/searches',
    headers: headersOf(t, user),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

/** Publishes the sample listing (rent, Koregaon Park, Pune, ₹25,000) with `overrides`. */
export async function publish(
  t: Pick<TestContext, 'app' | 'config'>,
  user: SignedUpUser,
  overrides: Partial<ListingInputBody> = {},
): Promise<Listing> {
  const image = await uploadImage(t, user.cookie);
  return publishWithImages(t, user, [image.key], overrides);
}

/** Publishes the sample listing with `user`'s uploads `imageKeys` and `overrides`. */
export async function publishWithImages(
  t: Pick<TestContext, 'app' | 'config'>,
  user: SignedUpUser,
  imageKeys: string[],
  overrides: Partial<ListingInputBody> = {},
): Promise<Listing> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: headersOf(t, user),
    payload: sampleListingInput(imageKeys, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Listing>();
}

/** Saves the owner's listing again with `overrides` (a new price). */
export async function edit(
  t: Pick<TestContext, 'app' | 'config'>,
  user: SignedUpUser,
  listing: Listing,
  overrides: Partial<ListingInputBody>,
): Promise<Listing> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/listings/${listing.id}`,
    headers: headersOf(t, user),
    payload: sampleListingInput(
      listing.images.map((image) => image.key),
      overrides,
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listing>();
}
