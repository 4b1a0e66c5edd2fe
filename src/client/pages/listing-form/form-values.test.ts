import { describe, expect, it } from 'vitest';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import { listingInputSchemaFor } from '../../../shared/schemas/listing';
import { buildListing } from '../../test/fixtures';
import { fieldErrorsFrom, newListingValues, toListingBody, valuesFromListing } from './form-values';

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
