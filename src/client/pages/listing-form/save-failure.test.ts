import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { ApiRequestError } from '../../api/http';
import { formTexts, saveFailure } from './save-failure';

const refusal = (status: number, code: string, message = '', issues = []) =>
  new ApiRequestError(status, code, message, issues);

describe('saveFailure', () => {
  it('marks each field a VALIDATION_FAILED answer names, and toasts the first message', () => {
    const error = new ApiRequestError(400, 'VALIDATION_FAILED', messages.discountCreate, [
      { path: ['discountedPrice'], message: messages.discountCreate },
      { path: ['geoLocation', 'lat'], message: 'Too far north' },
    ]);
    expect(saveFailure(error)).toEqual({
      toast: messages.discountCreate,
      fields: { discountedPrice: messages.discountCreate, latitude: 'Too far north' },
    });
  });

  it('marks the address the geocoder cannot place', () => {
    expect(saveFailure(refusal(400, 'INVALID_ADDRESS'))).toEqual({
      toast: messages.invalidAddress,
      fields: { location: messages.invalidAddress },
    });
  });

  it('asks to reload when another save changed the listing meanwhile', () => {
    expect(saveFailure(refusal(409, 'LISTING_CHANGED'))).toEqual({
      toast: messages.listingChanged,
    });
  });

  it('leaves for / when the listing is gone or not the user’s', () => {
    expect(saveFailure(refusal(403, 'FORBIDDEN'))).toEqual({
      toast: messages.notOwner,
      leave: true,
    });
    expect(saveFailure(refusal(404, 'NOT_FOUND'))).toEqual({
      toast: messages.listingMissing,
      leave: true,
    });
  });

  it('says nothing on a 401: the session has ended and the route guard takes over', () => {
    expect(saveFailure(refusal(401, 'UNAUTHENTICATED'))).toEqual({ toast: null });
  });

  it('has a toast for every other failure', () => {
    expect(saveFailure(refusal(400, 'UNKNOWN_IMAGE')).toast).toBe(messages.imagesNotUploaded);
    expect(saveFailure(refusal(503, 'GEOCODER_UNAVAILABLE')).toast).toBe(
      formTexts.geocoderUnavailable,
    );
    expect(saveFailure(refusal(429, 'RATE_LIMITED', 'Slow down')).toast).toBe('Slow down');
    expect(saveFailure(refusal(500, 'INTERNAL', 'boom')).toast).toBe(formTexts.saveFailed);
    expect(saveFailure(new TypeError('Failed to fetch')).toast).toBe(formTexts.saveFailed);
  });
});
