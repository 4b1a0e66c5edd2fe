import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams } from '../../../shared/search-filters';
import { filterChips } from './filter-chips';

const chipsOf = (query: string) => filterChips(filtersFromParams(new URLSearchParams(query)));

describe('filterChips', () => {
  it('has a chip for every active filter, in the order of the form, and none for the sort', () => {
    const chips = chipsOf(
      'type=sale&q=Pune&minPrice=100&maxPrice=900&beds=1,5&baths=2&furnished=1&parking=1&offer=1&sort=price_asc&bbox=73.7,18.4,74,18.7',
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Sale',
      'Pune',
      'Min ₹100',
      'Max ₹900',
      '1 bedroom',
      '5+ bedrooms',
      '2+ bathrooms',
      'Furnished',
      'Parking',
      'Offers only',
      'Map area',
    ]);
  });

  it('has chips for the listing facts: one for the area, one per amenity', () => {
    const chips = chipsOf(
      'type=rent&offer=1&minArea=1500&maxArea=800&availableBy=2026-12-01&tenant=family&amenities=pool,lift&bbox=73.7,18.4,74,18.7',
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Rent',
      'Offers only',
      '800–1,500 sq ft',
      'Available by 1 Dec 2026',
      'Family',
      'Lift',
      'Swimming pool',
      'Map area',
    ]);
    expect(chipsOf('minArea=12000').map((chip) => chip.label)).toEqual(['Min 12,000 sq ft']);
    expect(chipsOf('maxArea=950&availableBy=2027-01-09').map((chip) => chip.label)).toEqual([
      'Max 950 sq ft',
      'Available by 9 Jan 2027',
    ]);

    const query = (label: string) =>
      filtersToParams(chips.find((chip) => chip.label === label)!.without).toString();
    expect(query('800–1,500 sq ft')).not.toMatch(/Area/);
    expect(query('Available by 1 Dec 2026')).not.toMatch(/availableBy/);
    expect(query('Family')).not.toMatch(/tenant/);
    expect(query('Lift')).toMatch(/amenities=pool&/);
  });

  it('removes only its own filter', () => {
    const chips = chipsOf('type=rent&beds=2,3&sort=price_desc');
    const query = (label: string) =>
      filtersToParams(chips.find((chip) => chip.label === label)!.without).toString();
    expect(query('Rent')).toBe('beds=2%2C3&sort=price_desc');
    expect(query('2 bedrooms')).toBe('type=rent&beds=3&sort=price_desc');
  });

  it('has none without filters', () => {
    expect(chipsOf('sort=price_asc')).toEqual([]);
  });
});
