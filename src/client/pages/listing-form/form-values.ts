import type { ListingType } from '../../../shared/constants';
import {
  AMENITIES,
  AREA_TYPES,
  TENANTS,
  type Amenity,
  type AreaType,
  type Tenant,
} from '../../../shared/listing-facts';
import type {
  GeoLocation,
  Listing,
  ListingFormMode,
  ListingInput,
  ListingInputBody,
} from '../../../shared/schemas/listing';

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
  // The facts (docs/product.md#listing-facts): each optional, an empty input is not given.
  area: string;
  areaType: AreaType;
  floor: string;
  totalFloors: string;
  /** YYYY-MM-DD as the date input gives it; '' when not given. */
  availableFrom: string;
  /** A rent's only, as are maintenance and tenants. */
  deposit: string;
  maintenance: string;
  tenants: Tenant[];
  amenities: Amenity[];
  description: string;
}

/** The facts of a listing that none of it has: every input empty, Carpet chosen, none ticked. */
const noFactValues = {
  area: '',
  areaType: AREA_TYPES[0],
  floor: '',
  totalFloors: '',
  availableFrom: '',
  deposit: '',
  maintenance: '',
  tenants: [],
  amenities: [],
  description: '',
} satisfies Partial<ListingFormValues>;

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
  ...noFactValues,
};

/** A saved number as its input shows it: '' when not given. */
const shown = (value: number | null) => (value == null ? '' : String(value));

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
    area: shown(listing.area),
    areaType: listing.areaType ?? noFactValues.areaType,
    floor: shown(listing.floor),
    totalFloors: shown(listing.totalFloors),
    availableFrom: listing.availableFrom ?? '',
    deposit: shown(listing.deposit),
    maintenance: shown(listing.maintenance),
    tenants: listing.tenants,
    amenities: listing.amenities,
    description: listing.description ?? '',
  };
}

/** A typed number; NaN for an empty field, which the schema then reports as missing. */
function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** A fact's typed number: null for an empty input (not given). */
function toOptionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The facts' fields in the form's order. */
const factFields = [
  'area',
  'areaType',
  'floor',
  'totalFloors',
  'availableFrom',
  'deposit',
  'maintenance',
  'tenants',
  'amenities',
  'description',
] as const satisfies readonly (keyof ListingFormValues)[];
const factFieldSet = new Set<string>(factFields);

/** A fact's value that says "not given": null or an empty list. */
const notGiven = (value: unknown) => value === null || (Array.isArray(value) && !value.length);

/** `body` without the facts it does not give (absent and null both mean not given). */
function withGivenFactsOnly<T extends object>(body: T): T {
  const entries = Object.entries(body);
  return Object.fromEntries(
    entries.filter(([key, value]) => !factFieldSet.has(key) || !notGiven(value)),
  ) as T;
}

/** The facts the owner gave: the area's measure only with an area; a rent's facts for a rent. */
function factsBody(values: ListingFormValues): Partial<ListingInputBody> {
  const area = toOptionalNumber(values.area);
  return withGivenFactsOnly({
    area,
    areaType: area === null ? null : values.areaType,
    floor: toOptionalNumber(values.floor),
    totalFloors: toOptionalNumber(values.totalFloors),
    availableFrom: values.availableFrom || null,
    ...(values.type === 'rent' && {
      deposit: toOptionalNumber(values.deposit),
      maintenance: toOptionalNumber(values.maintenance),
      tenants: TENANTS.filter((tenant) => values.tenants.includes(tenant)),
    }),
    amenities: AMENITIES.filter((amenity) => values.amenities.includes(amenity)),
    description: values.description.trim() === '' ? null : values.description,
  });
}

/**
 * What is sent once the schema has checked the body: its output, in which every fact is present
 * (null or [] when not given). An edit overwrites every field, so it sends them all: null or []
 * removes what the owner emptied or unticked. A new listing sends only the facts it has. A sale
 * sends none of a rent's facts (docs/product.md#listing-facts).
 */
export function bodyToSend(checked: ListingInput, mode: ListingFormMode): ListingInputBody {
  const { deposit, maintenance, tenants, ...body } = checked;
  const all = checked.type === 'rent' ? { ...body, deposit, maintenance, tenants } : body;
  return mode === 'edit' ? all : withGivenFactsOnly(all);
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
    ...factsBody(values),
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
  ...factFields,
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
  ...factFields,
  'images',
];
