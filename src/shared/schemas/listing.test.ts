import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { listingInputSchema, listingQuerySchema } from './listing';

const valid = {
  type: 'rent',
  name: 'Sunny flat in Pune',
  bedrooms: 2,
  bathrooms: 1,
  parking: true,
  furnished: false,
  offer: false,
  location: 'Koregaon Park, Pune',
  regularPrice: 25_000,
  images: ['img-1'],
};

const errorsOf = (input: unknown) => {
  const result = listingInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('listingInputSchema (spec §5)', () => {
  it('accepts a valid listing and drops a discount without an offer', () => {
    const parsed = listingInputSchema.parse({ ...valid, discountedPrice: 100 });
    expect(parsed.discountedPrice).toBeNull();
    expect(parsed.name).toBe('Sunny flat in Pune');
  });

  it('trims the name before checking its length (10 to 32)', () => {
    expect(errorsOf({ ...valid, name: '  123456789  ' })).toHaveLength(1);
    expect(errorsOf({ ...valid, name: '1234567890' })).toEqual([]);
    expect(errorsOf({ ...valid, name: 'x'.repeat(32) })).toEqual([]);
    expect(errorsOf({ ...valid, name: 'x'.repeat(33) })).toHaveLength(1);
  });

  it.each([
    ['bedrooms', 0],
    ['bedrooms', 51],
    ['bathrooms', 1.5],
    ['regularPrice', 49],
    ['regularPrice', 750_000_001],
    ['type', 'villa'],
    ['location', '   '],
  ])('refuses %s = %s', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).not.toEqual([]);
  });

  it('accepts the bounds', () => {
    expect(errorsOf({ ...valid, bedrooms: 1, bathrooms: 50, regularPrice: 50 })).toEqual([]);
    expect(errorsOf({ ...valid, regularPrice: 750_000_000 })).toEqual([]);
  });

  it('requires a discount lower than the regular price when there is an offer', () => {
    expect(errorsOf({ ...valid, offer: true })).toEqual(['discountedPrice: Required']);
    expect(errorsOf({ ...valid, offer: true, discountedPrice: 25_000 })).toEqual([
      `discountedPrice: ${messages.discountCreate}`,
    ]);
    expect(errorsOf({ ...valid, offer: true, discountedPrice: 20_000 })).toEqual([]);
  });

  it('takes 1 to 6 images', () => {
    expect(errorsOf({ ...valid, images: [] })).toHaveLength(1);
    expect(errorsOf({ ...valid, images: Array(7).fill('x') })).toEqual([
      `images: ${messages.tooManyImages}`,
    ]);
  });
});

describe('listingQuerySchema', () => {
  it('parses filters and defaults the limit', () => {
    expect(listingQuerySchema.parse({ type: 'sale', offer: 'true' })).toEqual({
      type: 'sale',
      offer: true,
      limit: 10,
    });
    expect(listingQuerySchema.parse({ limit: '2' }).limit).toBe(2);
  });

  it('refuses limits outside 1..50', () => {
    expect(listingQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
