import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import { ApiRequestError } from '../../api/http';
import { saveFailure } from './save-failure';

const refusal = (status: number, code: string, message = '', issues = []) =>
  new ApiRequestError(status, code, message, issues);

describe('saveFailure', () => {
  it('marks each field a VALIDATION_FAILED answer names, and toasts the first message', () => {
    const error = new ApiRequestError(400, 'VALIDATION_FAILED', listingFormTexts.discountCreate, [
      { path: ['discountedPrice'], message: listingFormTexts.discountCreate },
      { path: ['geoLocation', 'lat'], message: 'Too far north' },
    ]);
    expect(saveFailure(error)).toEqual({
      toast: listingFormTexts.discountCreate,
      fields: { discountedPrice: listingFormTexts.discountCreate, latitude: 'Too far north' },
    });
  });

  it('says to verify the e-mail address when publishing needs it', () => {
    expect(saveFailure(refusal(403, 'EMAIL_NOT_VERIFIED'))).toEqual({
      toast: accountTexts.verifyEmail.needed,
    });
  });

  it('marks the address the geocoder cannot place', () => {
    expect(saveFailure(refusal(400, 'INVALID_ADDRESS'))).toEqual({
      toast: listingFormTexts.invalidAddress,
      fields: { location: listingFormTexts.invalidAddress },
    });
  });

  it('asks to reload when another save changed the listing meanwhile', () => {
    expect(saveFailure(refusal(409, 'LISTING_CHANGED'))).toEqual({
      toast: listingFormTexts.listingChanged,
    });
  });

  it('leaves for / when the listing is gone or not the user’s', () => {
    expect(saveFailure(refusal(403, 'FORBIDDEN'))).toEqual({
      toast: listingFormTexts.notOwner,
      leave: true,
    });
    expect(saveFailure(refusal(404, 'NOT_FOUND'))).toEqual({
      toast: listingFormTexts.listingMissing,
      leave: true,
    });
  });

  it('says nothing on a 401: the session has ended and the route guard takes over', () => {
    expect(saveFailure(refusal(401, 'UNAUTHENTICATED'))).toEqual({ toast: null });
  });

  it('has a toast for every other failure', () => {
    expect(saveFailure(refusal(400, 'UNKNOWN_IMAGE')).toast).toBe(
      listingFormTexts.imagesNotUploaded,
    );
    expect(saveFailure(refusal(503, 'GEOCODER_UNAVAILABLE')).toast).toBe(
      listingFormTexts.geocoderUnavailable,
    );
    expect(saveFailure(refusal(429, 'RATE_LIMITED', 'Slow down')).toast).toBe('Slow down');
    expect(saveFailure(refusal(500, 'INTERNAL', 'boom')).toast).toBe(listingFormTexts.saveFailed);
    expect(saveFailure(new TypeError('Failed to fetch')).toast).toBe(listingFormTexts.saveFailed);
  });
});
