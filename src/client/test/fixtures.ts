import { NO_FACTS } from '../../shared/schemas/listing-facts';
import type { Listing } from '../../shared/schemas/listing';

let counter = 0;

/** A listing as the API returns it. */
export function buildListing(overrides: Partial<Listing> = {}): Listing {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    type: 'rent',
    name: `Sunny Flat Number ${counter}`,
    bedrooms: 2,
    bathrooms: 1,
    parking: true,
    furnished: false,
    location: `${counter} Park Street, Kolkata`,
    offer: false,
    regularPrice: 25_000,
    discountedPrice: null,
    imgUrls: [`/images/u-${id}.jpg`],
    images: [
      {
        key: `images/u-${id}`,
        src: `/images/u-${id}-640.webp`,
        srcSet: `/images/u-${id}-320.webp 320w, /images/u-${id}-640.webp 640w, /images/u-${id}-1280.webp 1280w`,
        width: 1600,
        height: 1200,
      },
    ],
    geoLocation: { lat: 22.55, lng: 88.35 },
    timestamp: new Date(Date.UTC(2025, 0, 1) - counter * 1000).toISOString(),
    userRef: 'owner-1',
    status: 'listed',
    ...NO_FACTS,
    ...overrides,
  };
}
