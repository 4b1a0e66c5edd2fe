import type { ListingType } from '../../../shared/constants';
import type { GeoLocation, Listing, ListingInputBody } from '../../../shared/schemas/listing';

/** What the listing form holds: numbers as typed, so an empty or half-typed field stays as it is. */
export interface ListingFormValues {
  type: ListingType;
  name: string;
  bedrooms: string;
  bathrooms: string;
  parking: boolean;
  furnished: boolean;
  offer: boolean;
  location: string;
  latitude: string;
  longitude: string;
  regularPrice: string;
  discountedPrice: string;
}

/** A field that can show an error: the form's fields and the image list. */
export type FormFieldName = keyof ListingFormValues | 'images';
export type FieldErrors = Partial<Record<FormFieldName, string>>;

/** A new listing starts as the original app's did: to rent, one room each, the lowest prices. */
export const newListingValues: ListingFormValues = {
  type: 'rent',
  name: '',
  bedrooms: '1',
  bathrooms: '1',
  parking: false,
  furnished: false,
  offer: false,
  location: '',
  latitude: '',
  longitude: '',
  regularPrice: '50',
  discountedPrice: '50',
};

/** The form filled with a listing's current values (edit). */
export function valuesFromListing(listing: Listing): ListingFormValues {
  return {
    type: listing.type,
    name: listing.name,
    bedrooms: String(listing.bedrooms),
    bathrooms: String(listing.bathrooms),
    parking: listing.parking,
    furnished: listing.furnished,
    offer: listing.offer,
    location: listing.location,
    latitude: String(listing.geoLocation.lat),
    longitude: String(listing.geoLocation.lng),
    regularPrice: String(listing.regularPrice),
    discountedPrice: String(listing.discountedPrice ?? listing.regularPrice),
  };
}

/** A typed number; NaN for an empty field, which the schema then reports as missing. */
function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The request body (ListingInputBody): typed coordinates only while geocoding is off, the pin only
 * when the owner moved it, the discounted price only with an offer, the images as keys in display
 * order.
 */
export function toListingBody(
  values: ListingFormValues,
  images: string[],
  geocodingEnabled: boolean,
  pin?: GeoLocation,
): ListingInputBody {
  return {
    type: values.type,
    name: values.name,
    bedrooms: toNumber(values.bedrooms),
    bathrooms: toNumber(values.bathrooms),
    parking: values.parking,
    furnished: values.furnished,
    offer: values.offer,
    location: values.location,
    ...(geocodingEnabled
      ? pin && { pin }
      : { geoLocation: { lat: toNumber(values.latitude), lng: toNumber(values.longitude) } }),
    regularPrice: toNumber(values.regularPrice),
    discountedPrice: values.offer ? toNumber(values.discountedPrice) : null,
    images,
  };
}

const formFields = new Set<string>([
  'type',
  'name',
  'bedrooms',
  'bathrooms',
  'parking',
  'furnished',
  'offer',
  'location',
  'regularPrice',
  'discountedPrice',
  'images',
]);

/** The form field a path of the request body belongs to (`geoLocation.lat` is Latitude). */
export function fieldOfPath(path: readonly PropertyKey[]): FormFieldName | null {
  const [head, next] = path;
  if (head === 'geoLocation') return next === 'lng' ? 'longitude' : 'latitude';
  // The pin belongs with the address it was moved from.
  if (head === 'pin') return 'location';
  return typeof head === 'string' && formFields.has(head) ? (head as FormFieldName) : null;
}

/** One message per field, the first issue of each (zod's issues, or those of a VALIDATION_FAILED answer). */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The order in which fields appear, to move focus to the first one with an error. */
export const fieldOrder: FormFieldName[] = [
  'name',
  'bedrooms',
  'bathrooms',
  'location',
  'latitude',
  'longitude',
  'regularPrice',
  'discountedPrice',
  'images',
];
