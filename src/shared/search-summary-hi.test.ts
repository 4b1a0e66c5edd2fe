import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, type SearchFilters } from './search-filters';
import { summariseSearch } from './search-summary';

// The Hindi build reads texts/hi/ in place of the English texts (decision 30): so does this test.
vi.mock('./texts/language', () => import('./texts/hi/language'));
vi.mock('./texts/search', () => import('./texts/hi/search'));
vi.mock('./texts/listings', () => import('./texts/hi/listings'));

const summary = (filters: Partial<SearchFilters>) => summariseSearch({ ...NO_FILTERS, ...filters });

describe('summariseSearch in Hindi', () => {
  it('says the area asked, its digits grouped the Indian way as a price’s', () => {
    expect(summary({ type: 'rent', q: 'Pune', minArea: 800, maxArea: 1500 })).toBe(
      'Pune में किराए पर घर, 800–1,500 वर्ग फ़ुट',
    );
    expect(summary({ minArea: 800 })).toBe('घर, कम से कम 800 वर्ग फ़ुट');
    expect(summary({ maxArea: 100_000, maxPrice: 1_500_000 })).toBe(
      'घर, ₹15,00,000 तक, 1,00,000 वर्ग फ़ुट तक',
    );
  });
});
