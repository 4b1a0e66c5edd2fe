import { describe, expect, it } from 'vitest';
import { listingFormTexts } from '../texts/listing-form';
import {
  editListingInputSchema,
  listingFieldMessages,
  listingInputSchema,
  listingQuerySchema,
} from './listing';
import { sampleListingInput } from '../test/listing-input';

const valid = sampleListingInput(['images/user-1-front-0b7c6f3e-8a51-4c36-9a36-2f1b7e0f4a11'], {
  name: 'Sunny flat in Pune',
});

const errorsOf = (input: unknown) => {
  const result = listingInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('listingInputSchema (the listing rules)', () => {
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
    expect(errorsOf({ ...valid, offer: true })).toEqual([
      `discountedPrice: ${listingFieldMessages.discountRequired}`,
    ]);
    expect(errorsOf({ ...valid, offer: true, discountedPrice: 25_000 })).toEqual([
      `discountedPrice: ${listingFormTexts.discountCreate}`,
    ]);
    expect(errorsOf({ ...valid, offer: true, discountedPrice: 20_000 })).toEqual([]);
  });

  it('says the edit message for the same discount on edit', () => {
    const result = editListingInputSchema.safeParse({
      ...valid,
      offer: true,
      discountedPrice: 30_000,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([listingFormTexts.discountEdit]);
  });

  it('takes 1 to 6 distinct image keys', () => {
    const key = (i: number) => `images/user-1-photo-${i}`;
    expect(errorsOf({ ...valid, images: [] })).toEqual([
      `images: ${listingFieldMessages.imagesRequired}`,
    ]);
    expect(errorsOf({ ...valid, images: [1, 2, 3, 4, 5, 6].map(key) })).toEqual([]);
    expect(errorsOf({ ...valid, images: [1, 2, 3, 4, 5, 6, 7].map(key) })).toEqual([
      `images: ${listingFormTexts.tooManyImages}`,
    ]);
    expect(errorsOf({ ...valid, images: [key(1), key(1)] })).toHaveLength(1);
  });

  it('takes only image keys, never URLs or paths', () => {
    for (const bad of ['https://evil.example/x.jpg', '/images/a/full.jpg', 'images/../x', 'x']) {
      expect(errorsOf({ ...valid, images: [bad] }), bad).toHaveLength(1);
    }
  });

  it('range-checks typed coordinates', () => {
    expect(errorsOf({ ...valid, geoLocation: { lat: 12.9, lng: 77.6 } })).toEqual([]);
    expect(errorsOf({ ...valid, geoLocation: { lat: 90.5, lng: 0 } })).toEqual([
      `geoLocation.lat: ${listingFieldMessages.latitude}`,
    ]);
    expect(errorsOf({ ...valid, geoLocation: { lat: 0, lng: -180.5 } })).toEqual([
      `geoLocation.lng: ${listingFieldMessages.longitude}`,
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
