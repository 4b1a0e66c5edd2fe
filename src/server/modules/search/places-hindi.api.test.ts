import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacesAnswer, SearchPage } from '../../../shared/schemas/search';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';

let t: TestContext;

const homes = [
  { name: 'Koramangala 2BHK', lat: 12.9352, lng: 77.6245, location: 'Koramangala, Bengaluru' },
  { name: 'Whitefield 3BHK', lat: 12.9698, lng: 77.75, location: 'Whitefield, Bengaluru' },
  { name: 'Noida 2BHK', lat: 28.58, lng: 77.33, location: 'Sector 18, Noida' },
  { name: 'Baner 1BHK', lat: 18.559, lng: 73.7868, location: 'Baner, Pune' },
];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await insertUser(t.database.db);
  for (const home of homes) await insertListing(t.database.db, owner.id, home);
}, 60_000);
afterAll(() => t.close());

async function get(url: string, language?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const places = async (q: string, language?: string) =>
  (await get(`/api/places?${new URLSearchParams({ q })}`, language)).json<PlacesAnswer>().places;
const found = async (q: string, language?: string) => {
  const page = (
    await get(`/api/search?${new URLSearchParams({ q })}`, language)
  ).json<SearchPage>();
  return page.items.map((item) => item.name).sort();
};

describe('GET /api/places in Devanagari and in Hindi', () => {
  it('offers places for Devanagari typed whole or in part, as Latin letters are', async () => {
    expect((await places('कोरम')).map((place) => place.label)).toContain('Koramangala, Bengaluru');
    expect((await places('नोए'))[0]).toEqual({ label: 'Noida, Uttar Pradesh', kind: 'city' });
    expect((await places('बेंगलुरु'))[0]?.label).toBe('Bengaluru, Karnataka');
    expect((await places('बंगलौर'))[0]?.label).toBe('Bengaluru, Karnataka');
  });

  it('labels places in Hindi for a Hindi page, with the English label as what a search takes', async () => {
    expect(await places('कोरमंगला', 'hi')).toEqual([
      { label: 'कोरमंगला, बेंगलुरु', value: 'Koramangala, Bengaluru', kind: 'locality' },
    ]);
    expect((await places('Noida', 'hi'))[0]).toEqual({
      label: 'नोएडा, उत्तर प्रदेश',
      value: 'Noida, Uttar Pradesh',
      kind: 'city',
    });
    // English pages, and any other language asked for, have English labels and no value.
    for (const language of [undefined, 'en-IN', 'fr']) {
      expect(await places('कोरमंगला', language)).toEqual([
        { label: 'Koramangala, Bengaluru', kind: 'locality' },
      ]);
    }
  });

  it('tells caches that the answer depends on the language', async () => {
    const response = await get('/api/places?q=pune', 'hi');
    expect(response.headers.vary).toMatch(/accept-language/i);
  });
});

describe('GET /api/search with a place in Devanagari', () => {
  it('finds the homes of the place a Devanagari name says', async () => {
    expect(await found('कोरमंगला')).toEqual(['Koramangala 2BHK']);
    expect(await found('नोएडा')).toEqual(['Noida 2BHK']);
    expect(await found('व्हाइटफील्ड')).toEqual(['Whitefield 3BHK']);
    expect(await found('बेंगलुरु')).toEqual(['Koramangala 2BHK', 'Whitefield 3BHK']);
    expect(await found('बंगलौर')).toEqual(['Koramangala 2BHK', 'Whitefield 3BHK']);
  });

  it('finds the same homes for a suggestion’s value on either language’s page', async () => {
    const [suggestion] = await places('कोरमंगला', 'hi');
    for (const language of ['hi', 'en']) {
      expect(await found(suggestion!.value!, language)).toEqual(['Koramangala 2BHK']);
    }
  });

  it('labels the place of the search as the page’s language writes it', async () => {
    const place = async (q: string, language?: string) =>
      (await get(`/api/search?${new URLSearchParams({ q })}`, language)).json<SearchPage>().place;
    const [suggestion] = await places('कोरमंगला', 'hi');
    expect(await place(suggestion!.value!, 'hi')).toMatchObject({
      label: suggestion!.label,
      name: expect.stringMatching(/^Koramangala, Bengaluru/),
    });
    expect((await place('Bengaluru', 'hi'))?.label).toBe('बेंगलुरु');
    // English pages, text as typed and places without a Hindi name keep the text sent.
    expect((await place(suggestion!.value!, 'en'))?.label).toBe('Koramangala, Bengaluru');
    expect((await place('koramangala', 'hi'))?.label).toBe('koramangala');
    expect((await place('Kasauli', 'hi'))?.label).toBe('Kasauli');
    expect(await place('Sunshine Apartments', 'hi')).toBeNull();
  });
});
