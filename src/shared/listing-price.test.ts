import { describe, expect, it } from 'vitest';
import { discountText, displayPrice } from './listing-price';
import type { Listing } from './schemas/listing';

type Priced = Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountedPrice'>;

const buildListing = (overrides: Partial<Priced>): Priced => ({
  type: 'rent',
  offer: false,
  regularPrice: 25_000,
  discountedPrice: null,
  ...overrides,
});

describe('listing prices', () => {
  it('shows the regular price without an offer', () => {
    const listing = buildListing({ type: 'rent', regularPrice: 25_000 });
    expect(displayPrice(listing)).toBe('₹25,000 / Month');
    expect(discountText(listing)).toBeNull();
  });

  it('shows the discounted price and the amount saved with an offer', () => {
    const listing = buildListing({
      type: 'sale',
      offer: true,
      regularPrice: 1_500_000,
      discountedPrice: 1_250_000,
    });
    expect(displayPrice(listing)).toBe('₹1,250,000');
    expect(discountText(listing)).toBe('₹250,000 discount');
  });
});
