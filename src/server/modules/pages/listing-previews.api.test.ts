import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages';
import { storeImage } from '../../lib/images/image-store';
import { makeSharePicture, type SharePictureText } from '../../lib/images/share-picture';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { testJpeg } from '../../test/uploads';
import { listings } from '../listings/listings.table';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listingWithCover(name: string, price: Parameters<typeof insertListing>[2] = {}) {
  const user = await insertUser(t.database.db);
  const cover = await storeImage(t.storage, user.id, 'front.jpg', await testJpeg(1600, 1200));
  return insertListing(t.database.db, user.id, { name, images: [cover], ...price });
}

/** The listing's previews as the app makes them, drawing through `draw`. */
async function previewsOf(id: string, draw = makeSharePicture) {
  const { createListingPreviews } = await import('./listing-previews');
  const listing = (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
  const previews = createListingPreviews({
    storage: t.storage,
    listings: { get: async () => listing },
    publicUrl: t.config.publicUrl,
    log: t.app.log,
    draw,
  });
  return { listing, previews };
}

/** The og:image URL of the listing's page in `language`, as a path on this app. */
async function previewPath(id: string, type = 'rent', language: Language = 'en'): Promise<string> {
  const { listing, previews } = await previewsOf(id);
  expect(listing.type).toBe(type);
  return new URL(previews.describe(listing, language).url).pathname;
}

describe('GET /images/previews/:listingId/:version.jpg', () => {
  it('makes a 1200×630 JPEG of at most 300 KB once, keeps it, and serves it for a year', async () => {
    const listing = await listingWithCover('सेक्टर 62 का घर, नोएडा');
    const path = await previewPath(listing.id);
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const key = path.replace('/images/', '');
    expect(await t.storage.get(key)).not.toBeNull();
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes a new version when the name changes; the old URL leads to it and its file goes', async () => {
    const listing = await listingWithCover('Before the rename');
    const before = await previewPath(listing.id);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(200);
    await t.database.db
      .update(listings)
      .set({ name: 'After the rename' })
      .where(eq(listings.id, listing.id));
    const after = await previewPath(listing.id);
    expect(after).not.toBe(before);

    const old = await t.app.inject({ method: 'GET', url: before });
    expect(old.statusCode).toBe(302);
    expect(new URL(old.headers.location as string).pathname).toBe(after);
    expect((await t.app.inject({ method: 'GET', url: after })).statusCode).toBe(200);
    expect(await t.storage.get(before.replace('/images/', ''))).toBeNull();
  });

  it("draws a Hindi page's picture with the price grouped as Hindi writes it, beside English's", async () => {
    const listing = await listingWithCover('सेक्टर 62 का घर, नोएडा', {
      type: 'sale',
      regularPrice: 1_500_000,
      offer: false,
    });
    const drawn: SharePictureText[] = [];
    const { listing: shown, previews } = await previewsOf(listing.id, (cover, text) => {
      drawn.push(text);
      return makeSharePicture(cover, text);
    });
    const app = Fastify();
    await app.register(previews.routes);
    const path = (language: Language) => new URL(previews.describe(shown, language).url).pathname;
    expect(path('hi')).toMatch(
      new RegExp(`^/images/previews/${listing.id}/hi/[A-Za-z0-9_-]{16}\\.jpg$`),
    );
    // The version is of what the picture shows, so each language's has its own.
    expect(path('hi').split('/').at(-1)).not.toBe(path('en').split('/').at(-1));

    // Hindi's first: English's older versions are cleared from a folder that holds Hindi's.
    for (const language of ['hi', 'en'] as const) {
      const answer = await app.inject({ method: 'GET', url: path(language) });
      expect(answer.statusCode).toBe(200);
    }
    expect(drawn.map((text) => text.subtitle)).toEqual(['₹15,00,000', '₹1,500,000']);
    for (const language of ['en', 'hi'] as const) {
      expect(await t.storage.get(path(language).replace('/images/', ''))).not.toBeNull();
    }
    // Another language than Hindi has no folder: a name that is not its picture.
    const english = path('en').replace(`/${listing.id}/`, `/${listing.id}/en/`);
    expect((await t.app.inject({ method: 'GET', url: english })).statusCode).toBe(404);
    await app.close();
  });

  it('answers 404 for a listing that does not exist and for a malformed name', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/images/previews/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAA.jpg',
    });
    expect(missing.statusCode).toBe(404);
    for (const url of ['/images/previews/nope/AAAAAAAAAAAAAAAA.jpg', '/images/previews/x/..jpg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
