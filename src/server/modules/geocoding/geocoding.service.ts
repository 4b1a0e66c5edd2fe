import type { FastifyBaseLogger } from 'fastify';
import { GEOCODE_ERROR_CODES } from '../../../shared/api-errors';
import { AppError } from '../../lib/errors';
import { GeocoderUnavailableError, type GeocodeResult, type Geocoder } from '../../lib/geocoder';

/** The configured geocoder as the API answers it: an unreachable service is a 503 for the caller. */
export function createGeocodingService(deps: { geocoder: Geocoder; log: FastifyBaseLogger }) {
  return {
    /** The place the address names, or null when none is recognised. */
    async lookup(address: string): Promise<GeocodeResult | null> {
      try {
        return await deps.geocoder.geocode(address);
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        deps.log.warn({ err: error }, 'geocoder unavailable');
        throw new AppError(
          503,
          GEOCODE_ERROR_CODES.geocoderUnavailable,
          'The address could not be looked up just now. Try again in a moment.',
        );
      }
    },
  };
}

export type GeocodingService = ReturnType<typeof createGeocodingService>;
