import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingInputBody, UploadedImage } from '../../../shared/schemas/listing';
import { createGeocoder, type Geocoder } from '../../lib/geocoder';
import { imageFileKeys } from '../../lib/images/image-store';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { uploadImage } from '../../test/uploads';
import { pendingImages } from '../images/pending-images.table';
import { listings } from './listings.table';

/**
 * Requests that reach the server at the same moment: whatever order the database serialises them
 * in, the final state is one of the requests', every image a listing names is in storage, and the
 * images nothing names are gone once the deletion job has run.
 */
let t: TestContext;
let owner: SignedUpUser;

/**
 * The offline gazetteer answering after 300 ms, as a remote geocoder does: saves that change the
 * address read the listing, then wait here together, so they overlap in the database for sure.
 */
const offline = createGeocoder({ driver: 'offline' });
const remoteLikeGeocoder: Geocoder = {
  async geocode(address) {
    await sleep(300);
    return offline.geocode(address);
  },
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    { uploadLimits: { perUser: 1000, pendingPerUser: 100 }, geocoder: remoteLikeGeocoder },
  );
  owner = await signUp(t, { name: 'Owner' });
});
afterAll(() => t.close());

/** A listing; edits move it to another address, so each waits for the geocoder. */
const body = (images: string[], name = 'Sunny flat near the park', moved = false) => ({
  type: 'rent' as const,
  name,
  bedrooms: 2,
  bathrooms: 1,
  parking: true,
  furnished: false,
  offer: false,
  location: moved ? 'Baner, Pune' : 'Koregaon Park, Pune',
  regularPrice: 25_000,
  images,
});
const edit = (images: string[], name?: string): ListingInputBody => body(images, name, true);

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: ListingInputBody) =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, cookie: owner.cookie },
    ...(payload ? { payload } : {}),
  });

const keysOf = (images: UploadedImage[]) => images.map((image) => image.key);

async function uploads(n: number): Promise<UploadedImage[]> {
  return Promise.all(Array.from({ length: n }, () => uploadImage(t, owner.cookie)));
}

async function publish(images: string[]): Promise<string> {
  const response = await send('POST', '/api/listings', body(images));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function listingImages(id: string): Promise<string[] | null> {
  const response = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
  if (response.statusCode === 404) return null;
  return response.json<{ images: UploadedImage[] }>().images.map((image) => image.key);
}

/** How many of an image's files are in storage (4 when whole, 0 when gone). */
async function filesIn(key: string): Promise<number> {
  const objects = await Promise.all(imageFileKeys(key).map((file) => t.storage.get(file)));
  objects.forEach((object) => object?.body.destroy());
  return objects.filter(Boolean).length;
}

/**
 * After the sweep (which runs the deletion job): every image a listing or a pending upload names
 * has all its files, and every other one of `keys` has none.
 */
async function expectConsistent(keys: string[]) {
  await t.images.sweep();
  const rows = await t.database.db.select().from(listings);
  const pending = await t.database.db.select().from(pendingImages);
  const named = new Set([
    ...rows.flatMap((row) => row.images.map((image) => image.key)),
    ...pending.map((row) => row.key),
  ]);
  for (const key of keys) {
    expect(await filesIn(key), key).toBe(named.has(key) ? imageFileKeys(key).length : 0);
  }
}

describe('concurrent saves of one listing', () => {
  it('two edits keeping different photos: one wins, the other is told the listing changed', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = keysOf(await uploads(2)) as [string, string];
      const id = await publish([a, b]);
      const [keepA, keepB] = await Promise.all([
        send('PUT', `/api/listings/${id}`, edit([a], 'Kept the first photo')),
        send('PUT', `/api/listings/${id}`, edit([b], 'Kept the second photo')),
      ]);
      const statuses = [keepA.statusCode, keepB.statusCode].sort();
      expect(statuses, `${keepA.body} ${keepB.body}`).toEqual([200, 409]);
      const [winner, loser] = keepA.statusCode === 200 ? [a, keepB] : [b, keepA];
      expect(loser.json().error).toEqual({
        code: 'LISTING_CHANGED',
        message: 'This listing was changed elsewhere. Reload it and try again.',
      });
      expect(await listingImages(id)).toEqual([winner]);
      await expectConsistent([a, b]);
      expect(await filesIn(winner)).toBe(4);
    }
  });

  it('four edits adding different new uploads: one wins, the others keep their uploads', async () => {
    const [a] = keysOf(await uploads(1)) as [string];
    const id = await publish([a]);
    const added = keysOf(await uploads(4));
    const responses = await Promise.all(
      added.map((key, i) => send('PUT', `/api/listings/${id}`, edit([a, key], `Edited ${i} time`))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect([...statuses].sort()).toEqual([200, 409, 409, 409]);
    const winner = added[statuses.indexOf(200)]!;
    expect(await listingImages(id)).toEqual([a, winner]);
    await expectConsistent([a, ...added]);
    // The losers' uploads are still theirs to save again.
    const pending = await t.database.db.select().from(pendingImages);
    expect(pending.map((row) => row.key)).toEqual(
      expect.arrayContaining(added.filter((key) => key !== winner)),
    );
  });

  it('two deletes: one deletes, the other finds nothing', async () => {
    const images = keysOf(await uploads(2));
    const id = await publish(images);
    const responses = await Promise.all([
      send('DELETE', `/api/listings/${id}`),
      send('DELETE', `/api/listings/${id}`),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    expect(await listingImages(id)).toBeNull();
    await expectConsistent(images);
  });

  it('an edit and a delete: either order, nothing named is lost and nothing dropped stays', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = keysOf(await uploads(2)) as [string, string];
      const [added] = keysOf(await uploads(1)) as [string];
      const id = await publish([a, b]);
      const [edited, removed] = await Promise.all([
        send('PUT', `/api/listings/${id}`, edit([a, added])),
        send('DELETE', `/api/listings/${id}`),
      ]);
      expect(removed.statusCode).toBe(204);
      expect([200, 404]).toContain(edited.statusCode);
      expect(await listingImages(id)).toBeNull();
      await expectConsistent([a, b, added]);
    }
  });

  it('uploads at once to one listing form: each stored and pending, each attachable once', async () => {
    const images = await uploads(6);
    expect(new Set(keysOf(images)).size).toBe(6);
    await expectConsistent(keysOf(images));
    const first = keysOf(images.slice(0, 3));
    const second = keysOf(images.slice(3));
    const [one, two] = await Promise.all([publish(first), publish(second)]);
    expect(await listingImages(one)).toEqual(first);
    expect(await listingImages(two)).toEqual(second);
    await expectConsistent(keysOf(images));
  });
});
