import { describe, expect, it } from 'vitest';
import { bedroomsSummary, summariseSearch } from './search-summary';
import { NO_FILTERS, type SearchFilters } from './search-filters';

const summary = (filters: Partial<SearchFilters>, max?: number) =>
  summariseSearch({ ...NO_FILTERS, ...filters }, max);

describe('summariseSearch', () => {
  it('writes the contract’s example', () => {
    expect(summary({ type: 'rent', q: 'Bengaluru', beds: [2, 3], maxPrice: 40_000 })).toBe(
      'Rent in Bengaluru, 2–3 bedrooms, up to ₹40,000',
    );
  });

  it('names a search without filters, and one of any type', () => {
    expect(summary({})).toBe('All homes');
    expect(summary({ sort: 'price_asc' })).toBe('All homes');
    expect(summary({ q: 'Pune' })).toBe('Homes in Pune');
    expect(summary({ type: 'sale' })).toBe('Sale');
    expect(summary({ furnished: true })).toBe('Homes, furnished');
  });

  it('says every filter, in the order of the form', () => {
    expect(
      summary(
        {
          type: 'sale',
          q: 'Koramangala, Bengaluru',
          beds: [5],
          baths: 2,
          minPrice: 5_000_000,
          maxPrice: 9_000_000,
          furnished: true,
          parking: true,
          offer: true,
          sort: 'price_desc',
        },
        200,
      ),
    ).toBe(
      'Sale in Koramangala, Bengaluru, 5+ bedrooms, 2+ bathrooms, ₹5,000,000–₹9,000,000, furnished, with parking, on offer',
    );
  });

  it('writes a budget with one end or none', () => {
    expect(summary({ type: 'rent', minPrice: 20_000 })).toBe('Rent, from ₹20,000');
    expect(summary({ type: 'rent', maxPrice: 40_000 })).toBe('Rent, up to ₹40,000');
    expect(summary({ type: 'rent', minPrice: 40_000, maxPrice: 40_000 })).toBe('Rent, ₹40,000');
    expect(summary({ type: 'rent', minPrice: 0 })).toBe('Rent, from ₹0');
  });

  it('says the area asked, both ends, one or none', () => {
    expect(summary({ type: 'rent', q: 'Pune', minArea: 800, maxArea: 1500 })).toBe(
      'Rent in Pune, 800–1,500 sq ft',
    );
    expect(summary({ minArea: 800 })).toBe('Homes, 800+ sq ft');
    expect(summary({ maxArea: 1500 })).toBe('Homes, up to 1,500 sq ft');
    expect(summary({ minArea: 1200, maxArea: 1200 })).toBe('Homes, 1,200 sq ft');
    // After the budget, as the form asks them.
    expect(summary({ type: 'sale', maxPrice: 9_000_000, minArea: 100_000 })).toBe(
      'Sale, up to ₹9,000,000, 100,000+ sq ft',
    );
  });

  it('says when the map’s box limits the search', () => {
    const bbox: SearchFilters['bbox'] = [77.5, 12.9, 77.7, 13];
    expect(summary({ type: 'rent', bbox })).toBe('Rent in the map area');
    expect(summary({ bbox })).toBe('Homes in the map area');
    expect(summary({ q: 'Bengaluru', bbox, beds: [1] })).toBe(
      'Homes in Bengaluru, map area only, 1 bedroom',
    );
  });

  it('cuts a long summary to the longest name a saved search may have', () => {
    const long = summary({ q: 'x'.repeat(100), beds: [2] });
    expect(long).toHaveLength(100);
    expect(long.endsWith('x…')).toBe(true);
    expect(summary({ q: `${'a'.repeat(15)}🏠🏠`, type: 'rent' }, 26)).toBe(
      `Rent in ${'a'.repeat(15)}🏠…`,
    );
    expect(summary({ q: `${'a'.repeat(16)}🏠🏠`, type: 'rent' }, 26)).toBe(
      `Rent in ${'a'.repeat(16)}…`,
    );
  });
});

describe('bedroomsSummary', () => {
  it.each([
    [[1], '1 bedroom'],
    [[2], '2 bedrooms'],
    [[5], '5+ bedrooms'],
    [[2, 3], '2–3 bedrooms'],
    [[1, 2, 3], '1–3 bedrooms'],
    [[4, 5], '4+ bedrooms'],
    [[1, 2, 3, 4, 5], '1+ bedrooms'],
    [[1, 3], '1 or 3 bedrooms'],
    [[1, 3, 5], '1, 3 or 5+ bedrooms'],
    [[1, 2, 4, 5], '1–2 or 4+ bedrooms'],
    [[3, 1, 3], '1 or 3 bedrooms'],
  ])('%j → %s', (beds, expected) => {
    expect(bedroomsSummary(beds)).toBe(expected);
  });
});
