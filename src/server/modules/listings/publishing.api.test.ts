import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import type { Listing, ListingInputBody, UploadedImage } from '../../../shared/schemas/listing';
import { imageFileKeys } from '../../lib/images/image-store';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { appWithOwnerAndOther } from '../../test/owner-and-other';
import { uploadImage } from '../../test/uploads';
import { sampleListingInput } from '../../../shared/test/listing-input';
import { pendingImages } from '../images/pending-images.table';
import { listings } from './listings.table';

/** The detail's `today`: India's date by the app's clock (listing-facts.api.test.ts moves it). */
const INDIA_DAY = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);

let t: TestContext;
let owner: SignedUpUser;
let other: SignedUpUser;

beforeAll(async () => {
  ({ t, owner, other } = await appWithOwnerAndOther());
});
afterAll(() => t.close());

const body = sampleListingInput;

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: SignedUpUser | undefined,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const create = (user: SignedUpUser | undefined, payload: unknown) =>
  send('POST', '/api/listings', user, payload);

async function listingCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(listings);
  return row!.n;
}

async function stored(key: string): Promise<boolean> {
  const objects = await Promise.all(imageFileKeys(key).map((file) => t.storage.get(file)));
  objects.forEach((object) => object?.body.destroy());
  return objects.every(Boolean);
}

async function published(user = owner, overrides: Partial<ListingInputBody> = {}) {
  const images = await Promise.all([uploadImage(t, user.cookie), uploadImage(t, user.cookie)]);
  const response = await create(
    user,
    body(
      images.map((image) => image.key),
      overrides,
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { listing: response.json<Listing>(), images };
}

describe('POST /api/listings', () => {
  it('publishes a listing of the signed-in user with their uploads, geocoding the address', async () => {
    const images = await Promise.all([uploadImage(t, owner.cookie), uploadImage(t, owner.cookie)]);
    const before = Date.now();
    const response = await create(owner, {
      ...body(
        images.map((image) => image.key),
        {
          offer: true,
          discountedPrice: 20_000,
          name: '  Sunny flat near the park  ',
        },
      ),
      // Forged: the server sets these.
      userRef: other.id,
      timestamp: '2001-01-01T00:00:00.000Z',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json<Listing>();
    expect(listing).toMatchObject({
      type: 'rent',
      name: 'Sunny flat near the park',
      offer: true,
      regularPrice: 25_000,
      discountedPrice: 20_000,
      location: 'Koregaon Park, Pune',
      userRef: owner.id,
    });
    expect(listing.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(Date.parse(listing.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    // Koregaon Park, Pune, from the offline gazetteer.
    expect(listing.geoLocation.lat).toBeCloseTo(18.54, 1);
    expect(listing.geoLocation.lng).toBeCloseTo(73.89, 1);
    expect(listing.images.map((image) => image.key)).toEqual(images.map((image) => image.key));
    expect(listing.imgUrls[0]).toBe(`/${images[0]!.key}/full.jpg`);

    const read = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(read.json()).toEqual({ ...listing, ownerReplyTime: null, today: INDIA_DAY });
    const offers = await t.app.inject({ method: 'GET', url: '/api/listings?offer=true&limit=50' });
    expect(offers.json<{ items: Listing[] }>().items.map((l) => l.id)).toContain(listing.id);
    // The uploads are attached now: no longer pending.
    const pending = await t.database.db
      .select()
      .from(pendingImages)
      .where(eq(pendingImages.userId, owner.id));
    expect(pending.map((row) => row.key)).not.toContain(images[0]!.key);
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const image = await uploadImage(t, owner.cookie);
    const before = await listingCount();
    const response = await create(undefined, body([image.key]));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(await listingCount()).toBe(before);
  });

  it.each<[string, Partial<ListingInputBody>, string]>([
    ['a name too short', { name: 'Too short' }, 'name'],
    ['a name too long', { name: 'x'.repeat(33) }, 'name'],
    ['0 bedrooms', { bedrooms: 0 }, 'bedrooms'],
    ['51 bathrooms', { bathrooms: 51 }, 'bathrooms'],
    ['2.5 bedrooms', { bedrooms: 2.5 }, 'bedrooms'],
    ['a price under 50', { regularPrice: 49 }, 'regularPrice'],
    ['a price over 750000000', { regularPrice: 750_000_001 }, 'regularPrice'],
    ['an offer without a discount', { offer: true }, 'discountedPrice'],
    ['a discount under 50', { offer: true, discountedPrice: 10 }, 'discountedPrice'],
    ['a type that is neither', { type: 'villa' as 'rent' }, 'type'],
    ['no address', { location: '   ' }, 'location'],
    ['no images', { images: [] }, 'images'],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, field) => {
    const image = await uploadImage(t, owner.cookie);
    const before = await listingCount();
    const response = await create(owner, body([image.key], overrides));
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<ApiErrorBody>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues?.[0]?.path[0]).toBe(field);
    expect(error.message).toBe(error.issues?.[0]?.message);
    expect(await listingCount()).toBe(before);
  });

  it('refuses a discount not lower than the price with the create message', async () => {
    const image = await uploadImage(t, owner.cookie);
    const response = await create(
      owner,
      body([image.key], { offer: true, regularPrice: 1000, discountedPrice: 1000 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: listingFormTexts.discountCreate,
      issues: [{ path: ['discountedPrice'], message: listingFormTexts.discountCreate }],
    });
  });

  it('refuses seven images with the product message', async () => {
    const keys = Array.from({ length: 7 }, (_, i) => `images/${owner.id}-photo-${i}`);
    const response = await create(owner, body(keys));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: listingFormTexts.tooManyImages,
      issues: [{ path: ['images'], message: listingFormTexts.tooManyImages }],
    });
  });

  it('refuses an address that does not geocode', async () => {
    const image = await uploadImage(t, owner.cookie);
    const before = await listingCount();
    const response = await create(owner, body([image.key], { location: 'Xqzzv Plgrt Nowhere' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'INVALID_ADDRESS',
      message: listingFormTexts.invalidAddress,
    });
    expect(await listingCount()).toBe(before);
    // The upload stays pending: the owner can fix the address and save again.
    const retry = await create(owner, body([image.key]));
    expect(retry.statusCode).toBe(201);
  });

  it("refuses another user's upload, an unknown key, and an image already attached", async () => {
    const othersImage = await uploadImage(t, other.cookie);
    const mine = await uploadImage(t, owner.cookie);
    const before = await listingCount();
    for (const keys of [
      [othersImage.key],
      [mine.key, othersImage.key],
      [`images/${owner.id}-made-up-00000000-0000-4000-8000-000000000000`],
    ]) {
      const response = await create(owner, body(keys));
      expect(response.statusCode, keys.join()).toBe(400);
      expect(response.json().error.code).toBe('UNKNOWN_IMAGE');
    }
    expect(await listingCount()).toBe(before);
    // My upload was not taken by the failed attempts; once attached, it cannot be used again.
    expect((await create(owner, body([mine.key]))).statusCode).toBe(201);
    const again = await create(owner, body([mine.key]));
    expect(again.json().error.code).toBe('UNKNOWN_IMAGE');
  });

  it('stores listing text as given', async () => {
    const name = '<script>alert(1)</script>';
    const { listing } = await published(owner, { name, location: 'Pune <b>bold</b>' });
    expect(listing.name).toBe(name);
    expect(listing.location).toBe('Pune <b>bold</b>');
  });
});

describe('PUT /api/listings/:id', () => {
  it('overwrites the listing, keeps its timestamp and manages its photos', async () => {
    const { listing, images } = await published(owner, { offer: true, discountedPrice: 20_000 });
    const added = await uploadImage(t, owner.cookie);
    const [first, second] = images as [UploadedImage, UploadedImage];
    const response = await send('PUT', `/api/listings/${listing.id}`, owner, {
      ...body([added.key, second.key], {
        type: 'sale',
        name: 'Renovated flat near the park',
        offer: false,
        discountedPrice: 20_000,
        location: 'Baner, Pune',
      }),
      userRef: other.id,
      timestamp: '2001-01-01T00:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Listing>();
    expect(updated).toMatchObject({
      id: listing.id,
      type: 'sale',
      name: 'Renovated flat near the park',
      offer: false,
      // Switching the offer off removes the discounted price.
      discountedPrice: null,
      userRef: owner.id,
      timestamp: listing.timestamp,
      location: 'Baner, Pune',
    });
    expect(updated.geoLocation).not.toEqual(listing.geoLocation);
    expect(updated.images.map((image) => image.key)).toEqual([added.key, second.key]);
    // The photo dropped is deleted from storage; the kept and the added ones stay.
    expect(await stored(first.key)).toBe(false);
    expect(await stored(second.key)).toBe(true);
    expect(await stored(added.key)).toBe(true);
  });

  it('uses the edit message for a discount not lower than the price', async () => {
    const { listing, images } = await published();
    const response = await send(
      'PUT',
      `/api/listings/${listing.id}`,
      owner,
      body(
        images.map((image) => image.key),
        { offer: true, discountedPrice: 30_000 },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: listingFormTexts.discountEdit,
      issues: [{ path: ['discountedPrice'], message: listingFormTexts.discountEdit }],
    });
  });

  it('answers 403 to another user and 401 to a visitor, and changes nothing', async () => {
    const { listing, images } = await published();
    const keys = images.map((image) => image.key);
    const forbidden = await send(
      'PUT',
      `/api/listings/${listing.id}`,
      other,
      body(keys, { name: 'Taken over by another' }),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toEqual({
      code: 'FORBIDDEN',
      message: listingFormTexts.notOwner,
    });
    const visitor = await send('PUT', `/api/listings/${listing.id}`, undefined, body(keys));
    expect(visitor.statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(read.json()).toEqual({ ...listing, ownerReplyTime: null, today: INDIA_DAY });
  });

  it('answers 404 for a missing listing', async () => {
    const image = await uploadImage(t, owner.cookie);
    const response = await send(
      'PUT',
      '/api/listings/00000000-0000-4000-8000-000000000000',
      owner,
      body([image.key]),
    );
    expect(response.statusCode).toBe(404);
  });

  it("refuses another listing's image or another user's upload", async () => {
    const a = await published();
    const b = await published();
    const othersUpload = await uploadImage(t, other.cookie);
    for (const key of [b.images[0]!.key, othersUpload.key]) {
      const response = await send(
        'PUT',
        `/api/listings/${a.listing.id}`,
        owner,
        body([a.images[0]!.key, key]),
      );
      expect(response.json().error.code).toBe('UNKNOWN_IMAGE');
    }
    expect(await stored(b.images[0]!.key)).toBe(true);
  });
});

describe('the pin the owner moved', () => {
  const koregaonPark = { lat: 18.5362, lng: 73.8939 };

  it('saves a pin near the address found instead of the place itself', async () => {
    const pin = { lat: koregaonPark.lat + 0.004, lng: koregaonPark.lng - 0.003 };
    const { listing } = await published(owner, { pin });
    expect(listing.geoLocation).toEqual(pin);
  });

  it('refuses a pin more than 25 km from the address, naming the field, and saves nothing', async () => {
    const before = await listingCount();
    const image = await uploadImage(t, owner.cookie);
    const response = await create(owner, body([image.key], { pin: { lat: 19.076, lng: 72.8777 } }));
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ApiErrorBody>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues?.map((issue) => issue.path)).toEqual([['pin']]);
    expect(await listingCount()).toBe(before);
  });

  it('keeps a moved pin when an edit changes something else, and moves it on request', async () => {
    const pin = { lat: koregaonPark.lat + 0.002, lng: koregaonPark.lng + 0.002 };
    const { listing, images } = await published(owner, { pin });
    const keys = images.map((image) => image.key);
    const put = (overrides: Partial<ListingInputBody>) =>
      send('PUT', `/api/listings/${listing.id}`, owner, body(keys, overrides));

    const renamed = await put({ name: 'Renamed flat near the park', pin });
    expect(renamed.json<Listing>().geoLocation).toEqual(pin);
    expect((await put({ name: 'Renamed flat, no pin sent' })).json<Listing>().geoLocation).toEqual(
      pin,
    );
    const moved = { lat: pin.lat + 0.001, lng: pin.lng };
    expect((await put({ pin: moved })).json<Listing>().geoLocation).toEqual(moved);
  });
});

describe('DELETE /api/listings/:id', () => {
  it('deletes the listing and its images, for the owner only', async () => {
    const { listing, images } = await published();
    expect((await send('DELETE', `/api/listings/${listing.id}`, undefined)).statusCode).toBe(401);
    const forbidden = await send('DELETE', `/api/listings/${listing.id}`, other);
    expect(forbidden.statusCode).toBe(403);
    expect(await stored(images[0]!.key)).toBe(true);

    const response = await send('DELETE', `/api/listings/${listing.id}`, owner);
    expect(response.statusCode).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(read.statusCode).toBe(404);
    for (const image of images) expect(await stored(image.key)).toBe(false);
    const again = await send('DELETE', `/api/listings/${listing.id}`, owner);
    expect(again.statusCode).toBe(404);
  });
});

describe('the sweep of unattached uploads', () => {
  it('deletes pending images older than a day, with their files, and keeps newer ones', async () => {
    const image = await uploadImage(t, other.cookie);
    const { images } = await published(other);
    expect(await t.images.sweep()).toMatchObject({ images: 0 });
    expect(await stored(image.key)).toBe(true);

    await t.database.db
      .update(pendingImages)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(pendingImages.key, image.key));
    const swept = await t.images.sweep();
    expect(swept.images).toBeGreaterThanOrEqual(1);
    expect(await stored(image.key)).toBe(false);
    // Attached images are never swept.
    expect(await stored(images[0]!.key)).toBe(true);
  });
});

describe('with geocoding off (GEOCODING_ENABLED=false)', () => {
  let manual: TestContext;
  let user: SignedUpUser;
  beforeAll(async () => {
    manual = await createTestApp({ GEOCODING_ENABLED: 'false' });
    user = await signUp(manual);
  });
  afterAll(() => manual.close());

  const post = (payload: unknown) =>
    manual.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { origin: manual.config.publicUrl, cookie: user.cookie },
      payload: payload as object,
    });

  it('takes the typed coordinates, required and range-checked, whatever the address', async () => {
    const image = await uploadImage(manual, user.cookie);
    const location = 'Plot 7, a lane no gazetteer knows';
    const missing = await post(body([image.key], { location }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Enter the latitude and longitude.',
      issues: [{ path: ['geoLocation'], message: 'Enter the latitude and longitude.' }],
    });
    for (const [geoLocation, field] of [
      [{ lat: 91, lng: 10 }, 'lat'],
      [{ lat: 10, lng: -181 }, 'lng'],
    ] as const) {
      const response = await post(body([image.key], { location, geoLocation }));
      expect(response.statusCode).toBe(400);
      const { error } = response.json<ApiErrorBody>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.map((issue) => issue.path)).toEqual([['geoLocation', field]]);
    }
    const response = await post(
      body([image.key], { location, geoLocation: { lat: 12.5, lng: 77.25 } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Listing>().geoLocation).toEqual({ lat: 12.5, lng: 77.25 });
  });
});
