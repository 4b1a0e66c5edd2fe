import { NO_FACTS } from '../../shared/schemas/listing-facts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/error';
import { listingPageSchema, listingSchema, type Listing } from '../../shared/schemas/listing';
import {
  pinsAnswerSchema,
  placesAnswerSchema,
  searchPageSchema,
} from '../../shared/schemas/search';
import { fastResponseSerializer } from './fast-response-serializer';

const compile = (schema: z.ZodType) =>
  fastResponseSerializer({ schema, method: 'GET', url: '/api/listings' });

/** What the zod serializer it replaces wrote: the encoded value, through JSON.stringify. */
const zodJson = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: '3f0c6a4e-8f5b-4d7e-9a51-6c2b1e0d9f42',
  type: 'rent',
  name: 'Sunny "Garden" Flat \u00e9\u2028',
  bedrooms: 2,
  bathrooms: 1,
  parking: true,
  furnished: false,
  location: '12 MG Road, Pune <script>',
  offer: true,
  regularPrice: 25_000,
  discountedPrice: 22_500,
  imgUrls: ['/images/u-photo-1/full.jpg'],
  images: [
    {
      key: 'images/u-photo-1',
      src: '/images/u-photo-1/w640.webp',
      srcSet: '/images/u-photo-1/w320.webp 320w, /images/u-photo-1/w640.webp 640w',
      width: 640,
      height: 480,
    },
  ],
  geoLocation: { lat: 18.520430000000001, lng: -73.856743 },
  timestamp: '2026-11-22T10:15:30.123Z',
  userRef: 'owner-1',
  status: 'listed',
  ...NO_FACTS,
  ...overrides,
});

describe('fastResponseSerializer', () => {
  it('writes a listing page exactly as the zod serializer did', () => {
    const page = {
      items: [listing(), listing({ offer: false, discountedPrice: null, type: 'sale' })],
      nextCursor: 'MjAyNi0xMS0yMlQxMDoxNTozMC4xMjNafDNmMGM2YTRl',
    };
    expect(compile(listingPageSchema)(page)).toBe(zodJson(listingPageSchema, page));
    const last = { items: [], nextCursor: null };
    expect(compile(listingPageSchema)(last)).toBe(zodJson(listingPageSchema, last));
  });

  it('leaves out properties the schema does not name, as zod stripped them', () => {
    const withExtra = { ...listing(), secret: 'x', images: [{ ...listing().images[0], key: 'k' }] };
    const json = compile(listingSchema)(withExtra);
    expect(json).toBe(zodJson(listingSchema, withExtra));
    expect(json).not.toContain('secret');
  });

  it('writes the answers of search, its pins and its places as the zod serializer did', () => {
    const place = {
      name: 'Pune, Maharashtra',
      label: 'पुणे',
      kind: 'city',
      lat: 18.52,
      lng: 73.85,
      radiusKm: 30,
    };
    for (const page of [
      { items: [listing()], nextCursor: 'abc', total: 10_000, totalCapped: true, place },
      { items: [], nextCursor: null, total: null, totalCapped: false, place: null },
    ]) {
      expect(compile(searchPageSchema)(page)).toBe(zodJson(searchPageSchema, page));
    }
    const pins = {
      total: 3,
      pins: [{ id: 'a', type: 'rent', name: '2BHK', price: 25_000, lat: 18.5, lng: 73.8 }],
      clusters: [{ count: 2, lat: 18.6, lng: 73.9, bbox: [73.8, 18.5, 74, 18.7] }],
    };
    expect(compile(pinsAnswerSchema)(pins)).toBe(zodJson(pinsAnswerSchema, pins));
    const places = { places: [{ label: 'Koramangala, Bengaluru', kind: 'locality' }] };
    expect(compile(placesAnswerSchema)(places)).toBe(zodJson(placesAnswerSchema, places));
  });

  it('writes the error body', () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Listing not found' } };
    expect(compile(apiErrorSchema)(body)).toBe(JSON.stringify(body));
  });
});
