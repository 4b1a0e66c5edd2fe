import { NO_FACTS } from '../../../shared/schemas/listing-facts';
import { describe, expect, it } from 'vitest';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import { listingInputSchemaFor } from '../../../shared/schemas/listing';
import { buildListing } from '../../test/fixtures';
import {
  bodyToSend,
  fieldErrorsFrom,
  newListingValues,
  toListingBody,
  valuesFromListing,
} from './form-values';

const filled = {
  ...newListingValues,
  name: 'Sunny Garden Flat',
  location: '12 Park Street, Kolkata',
  regularPrice: '25000',
};

describe('the listing body', () => {
  it('sends numbers, no coordinates while geocoding is on, and no discount without an offer', () => {
    expect(toListingBody(filled, ['images/a'], true)).toEqual({
      type: 'rent',
      name: 'Sunny Garden Flat',
      bedrooms: 1,
      bathrooms: 1,
      parking: false,
      furnished: false,
      offer: false,
      location: '12 Park Street, Kolkata',
      regularPrice: 25000,
      discountedPrice: null,
      images: ['images/a'],
    });
  });

  it('sends the coordinates while geocoding is off and the discount with an offer', () => {
    const body = toListingBody(
      { ...filled, offer: true, discountedPrice: '20000', latitude: '22.5', longitude: '88.3' },
      ['images/a', 'images/b'],
      false,
    );
    expect(body).toMatchObject({
      offer: true,
      discountedPrice: 20000,
      geoLocation: { lat: 22.5, lng: 88.3 },
      images: ['images/a', 'images/b'],
    });
  });

  it('passes the shared schema with the defaults of a new listing once named and placed', () => {
    const body = toListingBody(filled, ['images/a'], true);
    expect(listingInputSchemaFor('create').safeParse(body).success).toBe(true);
  });

  it('reports empty number fields as missing, by field', () => {
    const body = toListingBody({ ...filled, bedrooms: '', latitude: '' }, [], false);
    const result = listingInputSchemaFor('create').safeParse(body);
    expect(result.success).toBe(false);
    const errors = fieldErrorsFrom(result.error!.issues);
    expect(Object.keys(errors).sort()).toEqual(['bedrooms', 'images', 'latitude', 'longitude']);
  });

  it('names the discount error of create and of edit', () => {
    const values = { ...filled, offer: true, discountedPrice: '25000' };
    for (const [mode, message] of [
      ['create', listingFormTexts.discountCreate],
      ['edit', listingFormTexts.discountEdit],
    ] as const) {
      const result = listingInputSchemaFor(mode).safeParse(
        toListingBody(values, ['images/a'], true),
      );
      expect(fieldErrorsFrom(result.error!.issues)).toEqual({ discountedPrice: message });
    }
  });
});

describe('field errors', () => {
  it('keeps the first message of each field and maps coordinates to their inputs', () => {
    expect(
      fieldErrorsFrom([
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: ['geoLocation', 'lat'], message: 'lat' },
        { path: ['geoLocation', 'lng'], message: 'lng' },
        { path: ['images', 2], message: 'key' },
        { path: ['userRef'], message: 'ignored' },
      ]),
    ).toEqual({ name: 'first', latitude: 'lat', longitude: 'lng', images: 'key' });
  });
});

describe('an edited listing', () => {
  it('fills the facts with the saved ones, or empty, Carpet and none ticked', () => {
    const listing = buildListing({
      area: 900,
      areaType: 'super_built_up',
      floor: 0,
      totalFloors: 2,
      availableFrom: '2026-12-01',
      deposit: 0,
      maintenance: null,
      tenants: ['bachelors'],
      amenities: ['pool'],
      description: 'Two lines\nof text.',
    });
    expect(valuesFromListing(listing)).toMatchObject({
      area: '900',
      areaType: 'super_built_up',
      floor: '0',
      totalFloors: '2',
      availableFrom: '2026-12-01',
      deposit: '0',
      maintenance: '',
      tenants: ['bachelors'],
      amenities: ['pool'],
      description: 'Two lines\nof text.',
    });
    expect(valuesFromListing(buildListing())).toMatchObject({
      area: '',
      areaType: 'carpet',
      floor: '',
      availableFrom: '',
      tenants: [],
      amenities: [],
      description: '',
    });
  });

  it('fills the form with its current values', () => {
    const listing = buildListing({
      type: 'sale',
      name: 'Lake View Villa',
      bedrooms: 4,
      offer: true,
      regularPrice: 9_000_000,
      discountedPrice: 8_500_000,
      geoLocation: { lat: 12.97, lng: 77.59 },
    });
    expect(valuesFromListing(listing)).toMatchObject({
      type: 'sale',
      name: 'Lake View Villa',
      bedrooms: '4',
      offer: true,
      regularPrice: '9000000',
      discountedPrice: '8500000',
      latitude: '12.97',
      longitude: '77.59',
    });
  });
});

describe('the facts', () => {
  const withFacts = {
    ...filled,
    area: '1150',
    areaType: 'built_up',
    floor: '0',
    totalFloors: '4',
    availableFrom: '2026-12-01',
    deposit: '50000',
    maintenance: '2500',
    tenants: ['company', 'family'],
    amenities: ['gym', 'lift'],
    description: 'Near the park.',
  } as const satisfies typeof filled;
  const check = (body: ReturnType<typeof toListingBody>, mode: 'create' | 'edit') =>
    listingInputSchemaFor(mode).parse(body);

  it('sends the facts given, lists in the form’s order, and none not given', () => {
    expect(
      toListingBody({ ...withFacts, tenants: ['company', 'family'] }, ['images/a'], true),
    ).toMatchObject({
      area: 1150,
      areaType: 'built_up',
      floor: 0,
      totalFloors: 4,
      availableFrom: '2026-12-01',
      deposit: 50000,
      maintenance: 2500,
      tenants: ['family', 'company'],
      amenities: ['lift', 'gym'],
      description: 'Near the park.',
    });
    const plain = toListingBody(filled, ['images/a'], true);
    expect(Object.keys(plain)).not.toContain('area');
    expect(Object.keys(plain)).not.toContain('tenants');
  });

  it("sends no measure without an area and none of a rent's facts for a sale", () => {
    const body = toListingBody({ ...withFacts, type: 'sale', area: ' ' }, ['images/a'], true);
    for (const key of ['area', 'areaType', 'deposit', 'maintenance', 'tenants']) {
      expect(body).not.toHaveProperty(key);
    }
    expect(body).toMatchObject({ floor: 0, amenities: ['lift', 'gym'] });
  });

  it('on edit sends null and [] for what was emptied; a new listing leaves them out', () => {
    const emptied = { ...filled, floor: '', tenants: [], description: '  ' };
    const edited = bodyToSend(check(toListingBody(emptied, ['images/a'], true), 'edit'), 'edit');
    expect(edited).toMatchObject(NO_FACTS);
    const created = bodyToSend(
      check(toListingBody(emptied, ['images/a'], true), 'create'),
      'create',
    );
    expect(created).toEqual(toListingBody(filled, ['images/a'], true));
  });

  it("never sends a rent's facts for a sale, even on edit", () => {
    const sale = { ...withFacts, type: 'sale' } as const;
    const body = bodyToSend(check(toListingBody(sale, ['images/a'], true), 'edit'), 'edit');
    expect(body).not.toHaveProperty('deposit');
    expect(body).not.toHaveProperty('maintenance');
    expect(body).not.toHaveProperty('tenants');
    expect(body).toMatchObject({ area: 1150, amenities: ['lift', 'gym'] });
  });

  it('maps each fact of a refusal to its control', () => {
    expect(
      fieldErrorsFrom([
        { path: ['availableFrom'], message: 'late' },
        { path: ['tenants', 1], message: 'tenant' },
        { path: ['amenities'], message: 'amenity' },
      ]),
    ).toEqual({ availableFrom: 'late', tenants: 'tenant', amenities: 'amenity' });
  });
});
