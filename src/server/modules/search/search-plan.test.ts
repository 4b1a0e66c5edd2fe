import { describe, expect, it } from 'vitest';
import type { Bbox } from '../../../shared/search-filters';
import type { SearchCriteria } from './search-criteria';
import { planPins, planSearch, type SearchPlan } from './search-plan';

const none: SearchCriteria = {
  beds: [],
  furnished: false,
  parking: false,
  offer: false,
  amenities: [],
  boxes: [],
};
const criteria = (more: Partial<SearchCriteria>): SearchCriteria => ({ ...none, ...more });
const firstPage = { sort: 'newest', limit: 20, after: undefined } as const;
const plan = (more: Partial<SearchCriteria>) => planSearch(criteria(more), firstPage);
const countFrom = (searchPlan: SearchPlan) => searchPlan.count?.from;

/** A box 0.4° wide around Bengaluru: a few dozen cells, each of the map's eight a cell wide. */
const bengaluru: Bbox = [77.4, 12.8, 77.8, 13.2];
/** About 3° wide: more cells than a page merges, few enough to read by cell. */
const karnataka: Bbox = [74.5, 12, 77.5, 15];
const india: Bbox = [68, 6, 98, 37];
/** Around Koramangala (2.5 km): a disc smaller than a cell. */
const koramangala = { lat: 12.9352, lng: 77.6245, radiusKm: 2.5 };
const aroundKoramangala: Bbox = [77.6, 12.91, 77.65, 12.96];
/** Around Bengaluru's centre (15 km). */
const bengaluruCity = { lat: 12.97, lng: 77.59, radiusKm: 15 };
const aroundBengaluruCity: Bbox = [77.45, 12.83, 77.73, 13.11];

describe('planSearch', () => {
  it('reads a page one row past the limit, to know whether another follows', () => {
    expect(plan({}).page).toEqual({
      by: 'order',
      cells: undefined,
      sort: 'newest',
      rows: 21,
      after: undefined,
    });
  });

  it('counts from the grid, exactly, what it keeps apart: the totals without filters, the groups with', () => {
    expect(plan({}).count).toEqual({ from: 'grid', table: 'totals' });
    expect(plan({ type: 'rent', beds: [2, 5], baths: 2, offer: true }).count).toEqual({
      from: 'grid',
      table: 'groups',
    });
  });

  it('counts listings one by one when a price or letters are asked', () => {
    expect(plan({ minPrice: 10_000 }).count).toEqual({ from: 'listings', cells: undefined });
    expect(countFrom(plan({ maxPrice: 10_000, boxes: [bengaluru] }))).toBe('listings');
    expect(countFrom(plan({ text: 'Prestige' }))).toBe('listings');
  });

  it('merges each cell’s first rows within a city, and sums the cells its area holds whole', () => {
    const city = plan({ boxes: [bengaluru] });
    expect(city.page.by).toBe('cells');
    expect(city.page.cells?.length).toBeGreaterThan(20);
    expect(city.count).toMatchObject({ from: 'grid-and-edge', table: 'totals' });
    if (city.count?.from !== 'grid-and-edge') return;
    expect(city.count.whole.every((cell) => cell.inside)).toBe(true);
    expect(city.count.edge.every((cell) => !cell.inside)).toBe(true);
    expect(city.count.whole.length + city.count.edge.length).toBe(city.page.cells?.length);
  });

  it('reads a place’s listings within its distance: cells whole only inside the disc', () => {
    const city = plan({ boxes: [aroundBengaluruCity], near: bengaluruCity, type: 'sale' });
    expect(city.count).toMatchObject({ from: 'grid-and-edge', table: 'groups' });
    if (city.count?.from !== 'grid-and-edge') return;
    expect(city.count.whole.length).toBeGreaterThan(0);
    expect(city.count.edge.length).toBeGreaterThan(0);
    // A disc smaller than a cell holds none whole: its listings are counted one by one.
    const locality = plan({ boxes: [aroundKoramangala], near: koramangala });
    expect(locality.count).toMatchObject({ from: 'listings' });
  });

  it('reads a region by the sort’s index within its cells, and the country by the index alone', () => {
    const region = plan({ boxes: [karnataka] });
    expect(region.page.by).toBe('order');
    expect(region.page.cells?.length).toBe(49 * 49);
    const country = plan({ boxes: [india] });
    expect(country.page).toMatchObject({ by: 'order', cells: undefined });
    expect(country.count).toEqual({ from: 'listings', cells: undefined });
  });

  it('reads no cell when the boxes do not overlap', () => {
    const apart = plan({ boxes: [bengaluru, [72.7, 18.8, 73.1, 19.3]] });
    expect(apart.page).toMatchObject({ by: 'cells', cells: [] });
    expect(apart.count).toEqual({ from: 'listings', cells: [] });
  });

  it('counts the listings one by one when a fact is asked: the grid keeps none of them', () => {
    const facts: Partial<SearchCriteria>[] = [
      { minArea: 800 },
      { maxArea: 1500 },
      { availableBy: '2026-12-01' },
      { tenant: 'family' },
      { amenities: ['lift', 'gym'] },
    ];
    for (const fact of facts) {
      // All India: otherwise the grid's exact sum.
      expect(plan(fact).count, JSON.stringify(fact)).toEqual({
        from: 'listings',
        cells: undefined,
      });
      expect(plan({ ...fact, furnished: true }).count).toEqual({
        from: 'listings',
        cells: undefined,
      });
      // A city: otherwise its whole cells from the grid, only the edge's listings one by one.
      const city = plan({ ...fact, boxes: [bengaluru] });
      expect(city.count).toEqual({ from: 'listings', cells: city.page.cells });
      expect(city.page.by).toBe('cells');
    }
    // A minimum of 0 square feet is still a filter: it leaves out the homes without an area.
    expect(plan({ minArea: 0 }).count).toEqual({ from: 'listings', cells: undefined });
  });

  it('pages the facts’ sorts as the others: by cell in a city, by the sort’s index beyond', () => {
    for (const sort of ['area_desc', 'ppsf_asc'] as const) {
      const paging = { sort, limit: 12, after: undefined };
      expect(planSearch(criteria({ boxes: [bengaluru] }), paging).page).toMatchObject({
        by: 'cells',
        sort,
      });
      const country = planSearch(none, paging);
      expect(country.page).toMatchObject({ by: 'order', cells: undefined, sort, rows: 13 });
      // The sort changes no count: still the grid's without filters.
      expect(country.count).toEqual({ from: 'grid', table: 'totals' });
    }
    const after = { sort: 'area_desc', area: -1, id: 'x' } as const;
    const next = planSearch(criteria({ minArea: 500 }), { sort: 'area_desc', limit: 5, after });
    expect(next.count).toBeUndefined();
    expect(next.page).toMatchObject({ by: 'order', after });
  });

  it('counts nothing on a page after the first: the first page’s count stands', () => {
    const after = { sort: 'price_asc', price: 20_000, id: 'x' } as const;
    const next = planSearch(criteria({ boxes: [bengaluru] }), {
      sort: 'price_asc',
      limit: 5,
      after,
    });
    expect(next.count).toBeUndefined();
    expect(next.page).toMatchObject({ by: 'cells', sort: 'price_asc', rows: 6, after });
  });
});

describe('planPins', () => {
  it('sums clusters of the country from the grid’s kept counts, coarsest level first', () => {
    expect(planPins(none, india).kept).toBeUndefined();
    const map = (more: Partial<SearchCriteria>) =>
      planPins(criteria({ boxes: [india], ...more }), india);
    expect(map({}).kept).toEqual({ from: 'grid', table: 'totals', level: -1 });
    expect(map({ furnished: true }).kept).toEqual({ from: 'grid', table: 'groups', level: -1 });
    expect(map({ type: 'rent', maxPrice: 40_000 }).kept).toEqual({ from: 'bands', level: -1 });
    expect(map({ minArea: 800, maxArea: 1500 }).kept).toEqual({ from: 'bands', level: -1 });
    expect(map({ type: 'sale', maxArea: 900 }).kept).toEqual({ from: 'bands', level: -1 });
    // A price with another filter, or a place, is read from the listings.
    expect(map({ maxPrice: 40_000, parking: true }).kept).toBeUndefined();
    expect(map({ minArea: 800, beds: [2] }).kept).toBeUndefined();
    expect(map({ near: koramangala, boxes: [india, aroundKoramangala] }).kept).toBeUndefined();
  });

  it('sums a city’s clusters per cell of 1/16°, a smaller box’s on a finer grid', () => {
    expect(planPins(criteria({ boxes: [bengaluru] }), bengaluru).kept).toEqual({
      from: 'grid',
      table: 'totals',
      level: 4,
    });
    // The price and area bands are kept for a city's cells too, and its amenities; a tenant's
    // masks are not.
    const budget = planPins(criteria({ boxes: [bengaluru], maxPrice: 40_000 }), bengaluru);
    expect(budget.kept).toEqual({ from: 'bands', level: 4 });
    const area = planPins(criteria({ boxes: [bengaluru], minArea: 800 }), bengaluru);
    expect(area.kept).toEqual({ from: 'bands', level: 4 });
    const amenities = planPins(criteria({ boxes: [bengaluru], amenities: ['gym'] }), bengaluru);
    expect(amenities.kept).toEqual({ from: 'facts', level: 4 });
    const city = planPins(criteria({ boxes: [bengaluru], tenant: 'family' }), bengaluru);
    expect(city.kept).toBeUndefined();
    expect(city.clusters).toEqual({ by: 'cell' });
    expect(city.grid).toBe(8);
    const street = planPins(criteria({ boxes: [aroundKoramangala] }), aroundKoramangala);
    expect(street.clusters).toMatchObject({ by: 'grid' });
    expect(street.cells?.length).toBeGreaterThan(0);
  });

  it('sums a region’s or the country’s clusters for a tenant or amenities from the kept masks', () => {
    for (const fact of [
      { tenant: 'bachelors' as const },
      { amenities: ['lift' as const, 'gym' as const] },
      { type: 'rent' as const, tenant: 'family' as const, amenities: ['pool' as const] },
    ]) {
      expect(planPins(criteria({ boxes: [india], ...fact }), india).kept).toEqual({
        from: 'facts',
        level: -1,
      });
      expect(planPins(criteria({ boxes: [karnataka], ...fact }), karnataka).kept).toEqual({
        from: 'facts',
        level: 1,
      });
    }
    // A city's cells keep amenities alone: a tenant's masks held too few homes each to pay.
    for (const fact of [
      { tenant: 'bachelors' as const },
      { type: 'rent' as const, tenant: 'family' as const, amenities: ['pool' as const] },
    ]) {
      expect(planPins(criteria({ boxes: [bengaluru], ...fact }), bengaluru).kept).toBeUndefined();
    }
  });

  it('clusters from the listings when another fact or filter is asked, however wide the box', () => {
    for (const fact of [
      { minArea: 800, amenities: ['lift' as const] },
      { availableBy: '2026-12-01' },
      { tenant: 'bachelors' as const, beds: [2] },
      { amenities: ['pool' as const], maxPrice: 40_000 },
      { maxArea: 900, maxPrice: 40_000 },
    ]) {
      expect(planPins(criteria({ boxes: [india], ...fact }), india).kept).toBeUndefined();
      const city = planPins(criteria({ boxes: [bengaluru], ...fact }), bengaluru);
      expect(city.kept).toBeUndefined();
      expect(city.clusters).toEqual({ by: 'cell' });
    }
  });

  it('reads the listings of a region within its cells, of the country without', () => {
    expect(planPins(criteria({ boxes: [karnataka] }), karnataka).cells?.length).toBe(49 * 49);
    expect(planPins(criteria({ boxes: [india] }), india).cells).toBeUndefined();
  });
});
