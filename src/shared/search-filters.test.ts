import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './schemas/search';
import { filtersFromParams, filtersToParams, NO_FILTERS, parseBbox } from './search-filters';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filtersFromParams', () => {
  it('reads every parameter of a /search URL', () => {
    expect(
      read(
        'type=rent&q=Koramangala&minPrice=20000&maxPrice=40000&beds=3,2&baths=2&furnished=1&parking=1&offer=1&sort=price_asc&bbox=77.5,12.9,77.7,13.0',
      ),
    ).toEqual({
      type: 'rent',
      q: 'Koramangala',
      minPrice: 20000,
      maxPrice: 40000,
      beds: [2, 3],
      baths: 2,
      furnished: true,
      parking: true,
      offer: true,
      amenities: [],
      sort: 'price_asc',
      bbox: [77.5, 12.9, 77.7, 13.0],
    });
  });

  it('never fails: leaves out what it does not understand and swaps a minimum above the maximum', () => {
    expect(read('type=villa&beds=0,9,2,2&baths=7&sort=cheap&bbox=1,2,3&minPrice=abc')).toEqual({
      ...NO_FILTERS,
      beds: [2],
    });
    expect(read('minPrice=50000&maxPrice=10000')).toMatchObject({
      minPrice: 10000,
      maxPrice: 50000,
    });
  });

  it('reads empty fields as none (the form sent without script) and cuts a place too long', () => {
    expect(read('type=&q=+&minPrice=&maxPrice=%20&beds=&baths=&sort=&bbox=')).toEqual(NO_FILTERS);
    expect(read(`q=${'x'.repeat(300)}`).q).toBe('x'.repeat(100));
  });

  it('reads the listing facts, amenities sent one by one (the form without script) as one list', () => {
    expect(
      read(
        'minArea=1500&maxArea=800&availableBy=2026-12-01&tenant=family&amenities=gym&amenities=lift',
      ),
    ).toMatchObject({
      minArea: 800,
      maxArea: 1500,
      availableBy: '2026-12-01',
      tenant: 'family',
      amenities: ['lift', 'gym'],
    });
    expect(read('amenities=pool,lift&amenities=&amenities=sauna').amenities).toEqual([
      'lift',
      'pool',
    ]);
  });

  it('drops a tenant for a sale, which has none', () => {
    expect(read('type=sale&tenant=family').tenant).toBeUndefined();
    expect(read('type=rent&tenant=company').tenant).toBe('company');
    expect(read('tenant=bachelors').tenant).toBe('bachelors');
  });

  it('reads a URL the API accepts as the API does', () => {
    const query =
      'type=sale&q=%20Pune%20&minPrice=10&maxPrice=20&beds=5,1,1&baths=4&furnished=true&parking=0&offer=1&sort=price_desc&bbox=73,18,74,19';
    const {
      limit: _limit,
      cursor: _cursor,
      ...strict
    } = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    // The page's filters always hold a list of amenities, empty when none is asked for.
    expect(read(query)).toEqual({ ...strict, amenities: [] });
  });
});

describe('filtersToParams', () => {
  it('writes one URL per search, defaults left out, and reads back the same', () => {
    const filters = read('sort=price_desc&beds=5,1&type=sale&q=Pune');
    expect(filtersToParams(filters).toString()).toBe('type=sale&q=Pune&beds=1%2C5&sort=price_desc');
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
  });
});

describe('parseBbox', () => {
  it('takes a box on the globe with west < east and south < north', () => {
    expect(parseBbox('72.7,18.8,73.1,19.3')).toEqual([72.7, 18.8, 73.1, 19.3]);
    for (const bad of ['73.1,18.8,72.7,19.3', '0,0,0,0', '1,2,3', 'a,b,c,d', '-181,0,10,10']) {
      expect(parseBbox(bad), bad).toBeUndefined();
    }
  });
});
