import type { ListingInputBody } from '../schemas/listing';

/** A listing a test can publish as it is: a two-bedroom flat for rent in Pune. */
export const sampleListingInput = (
  images: string[],
  overrides: Partial<ListingInputBody> = {},
): ListingInputBody => ({
  type: 'rent',
  name: 'Sunny flat near the park',
  bedrooms: 2,
  bathrooms: 1,
  parking: true,
  furnished: false,
  offer: false,
  location: 'Koregaon Park, Pune',
  regularPrice: 25_000,
  images,
  ...overrides,
});
