import { NO_FACTS } from '../../../shared/schemas/listing-facts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { Listing, ListingDetail, ListingInputBody } from '../../../shared/schemas/listing';
import { sampleListingInput } from '../../../shared/test/listing-input';
import { testClock } from '../../test/alerts';
import type { SignedUpUser } from '../../test/accounts';
import { withOwnerAndOther } from '../../test/owner-and-other';
import { uploadImage } from '../../test/uploads';
import { listings } from './listings.table';

// 2026-11-28 20:00 UTC is already 29 November in India: a year ahead is 2027-11-29 there.
const clock = testClock('2026-11-28T20:00:00.000Z');
const given = withOwnerAndOther({}, { clock });

const everyFact = {
  area: 1150,
  areaType: 'built_up',
  floor: 3,
  totalFloors: 12,
  availableFrom: '2026-12-01',
  deposit: 50_000,
  maintenance: 2_500,
  tenants: ['company', 'family'],
  amenities: ['gym', 'lift', 'piped-gas'],
  description: '  Sunny flat.\r\nNear the <b>park</b>: https://example.com  ',
} satisfies Partial<ListingInputBody>;

async function save(
  overrides: Partial<ListingInputBody> & Record<string, unknown>,
  edit?: { id: string; images: string[] },
  user: SignedUpUser = given.owner,
) {
  const images = edit?.images ?? [(await uploadImage(given.t, user.cookie)).key];
  return given.t.app.inject({
    method: edit ? 'PUT' : 'POST',
    url: edit ? `/api/listings/${edit.id}` : '/api/listings',
    headers: { origin: given.t.config.publicUrl, cookie: user.cookie },
    payload: sampleListingInput(images, overrides as Partial<ListingInputBody>),
  });
}

async function refused(overrides: Record<string, unknown>, field: string) {
  const [before] = await given.t.database.db.select({ id: listings.id }).from(listings);
  const response = await save(overrides);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ApiErrorBody>();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.issues?.map((issue) => issue.path.join('.'))).toContain(field);
  const [after] = await given.t.database.db.select({ id: listings.id }).from(listings);
  expect(after).toEqual(before);
}

describe('listing facts', () => {
  it('a listing with the original fields alone carries none of them', async () => {
    const response = await save({});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Listing>()).toMatchObject(NO_FACTS);
  });

  it('stores every fact, lists in the form order, the description trimmed with its line breaks', async () => {
    const response = await save(everyFact);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Listing>();
    const expected = {
      ...everyFact,
      tenants: ['family', 'company'],
      amenities: ['lift', 'gym', 'piped-gas'],
      description: 'Sunny flat.\nNear the <b>park</b>: https://example.com',
    };
    expect(created).toMatchObject(expected);
    const read = await given.t.app.inject({ url: `/api/listings/${created.id}` });
    expect(read.json<Listing>()).toMatchObject(expected);
  });

  it('the detail says India’s date by the app’s clock, which "Available from" is read against', async () => {
    const created = (await save({ availableFrom: '2026-12-01' })).json<Listing>();
    const today = async () =>
      (await given.t.app.inject({ url: `/api/listings/${created.id}` })).json<ListingDetail>()
        .today;
    expect(await today()).toBe('2026-11-29');
    // 18:29 UTC on 30 November is still 23:59 that day in India; a minute on, the listed day.
    clock.set('2026-11-30T18:29:00.000Z');
    expect(await today()).toBe('2026-11-30');
    clock.set('2026-11-30T18:31:00.000Z');
    expect(await today()).toBe('2026-12-01');
    clock.set('2026-11-28T20:00:00.000Z');
  });

  it('an area without its measure is carpet; an edit that empties a fact removes it', async () => {
    const first = await save({ area: 800, deposit: 10_000, amenities: ['lift'] });
    const created = first.json<Listing>();
    expect(created).toMatchObject({ area: 800, areaType: 'carpet' });
    const edit = await save(
      { area: null, areaType: 'super_built_up', deposit: null, amenities: [], description: '' },
      { id: created.id, images: created.images.map((image) => image.key) },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<Listing>()).toMatchObject({
      area: null,
      areaType: null,
      deposit: null,
      amenities: [],
      description: null,
    });
  });

  it.each([
    [{ area: 49 }, 'area'],
    [{ area: 100_001 }, 'area'],
    [{ area: 500.5 }, 'area'],
    [{ area: 500, areaType: 'plot' }, 'areaType'],
    [{ floor: -1, totalFloors: 4 }, 'floor'],
    [{ floor: 201, totalFloors: 200 }, 'floor'],
    [{ floor: 0, totalFloors: 0 }, 'totalFloors'],
    [{ floor: 1, totalFloors: 201 }, 'totalFloors'],
    [{ floor: 5, totalFloors: 4 }, 'floor'],
    [{ floor: 3 }, 'totalFloors'],
    [{ totalFloors: 3 }, 'floor'],
    [{ availableFrom: '2026-02-30' }, 'availableFrom'],
    [{ availableFrom: '1 Dec 2026' }, 'availableFrom'],
    [{ availableFrom: '2027-11-30' }, 'availableFrom'],
    [{ deposit: -1 }, 'deposit'],
    [{ deposit: 100_000_001 }, 'deposit'],
    [{ maintenance: 100_000_001 }, 'maintenance'],
    [{ tenants: ['students'] }, 'tenants.0'],
    [{ amenities: ['helipad'] }, 'amenities.0'],
    [{ description: 'x'.repeat(2001) }, 'description'],
    [{ type: 'sale', deposit: 1 }, 'deposit'],
    [{ type: 'sale', maintenance: 0 }, 'maintenance'],
    [{ type: 'sale', tenants: ['family'] }, 'tenants'],
  ])('refuses %j naming %s, storing nothing', async (overrides, field) => {
    await refused(overrides, field);
  });

  it('takes each limit itself', async () => {
    const response = await save({
      area: 100_000,
      floor: 200,
      totalFloors: 200,
      availableFrom: '2027-11-29',
      deposit: 100_000_000,
      maintenance: 0,
      description: 'x'.repeat(2000),
    });
    expect(response.statusCode, response.body).toBe(201);
    const low = await save({ area: 50, floor: 0, totalFloors: 1, availableFrom: '2020-01-01' });
    expect(low.statusCode, low.body).toBe(201);
  });

  it('a sale keeps its area, floor and amenities', async () => {
    const response = await save({
      type: 'sale',
      regularPrice: 10_000_000,
      area: 1150,
      floor: 0,
      totalFloors: 4,
      amenities: ['pool'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Listing>()).toMatchObject({
      area: 1150,
      floor: 0,
      tenants: [],
      deposit: null,
    });
  });

  it('names the field in Hindi when the request asks for Hindi', async () => {
    const images = [(await uploadImage(given.t, given.owner.cookie)).key];
    const response = await given.t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: {
        origin: given.t.config.publicUrl,
        cookie: given.owner.cookie,
        'accept-language': 'hi',
      },
      payload: sampleListingInput(images, { floor: 3 } as Partial<ListingInputBody>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.issues?.[0]).toMatchObject({
      path: ['totalFloors'],
      message: 'कुल मंज़िलें भी लिखें।',
    });
  });

  it('the table refuses what the API would (its CHECK constraints)', async () => {
    const created = (await save({ area: 900 })).json<Listing>();
    const breaks = [
      { area: 10 },
      { areaType: null },
      { floor: 5, totalFloors: 4 },
      { floor: 2, totalFloors: null },
      { deposit: -5 },
      { type: 'sale' as const, deposit: 5 },
      { tenants: ['students'] as never },
      { amenities: ['helipad'] as never },
      { description: '' },
    ];
    for (const fields of breaks) {
      await expect(
        given.t.database.db.update(listings).set(fields).where(eq(listings.id, created.id)),
        JSON.stringify(fields),
      ).rejects.toThrow();
    }
  });
});
