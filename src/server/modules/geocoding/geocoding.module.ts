import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Geocoder } from '../../lib/geocoder';
import { appModule } from '../app-module';
import { geocodeRoutes } from './geocode.routes';
import { createGeocodingService } from './geocoding.service';

export type { GeocodingService } from './geocoding.service';

/** Addresses to coordinates: /api/geocode, and `geocoding` for publishing's pin checks. */
export function createGeocodingModule(deps: {
  geocoder: Geocoder;
  log: FastifyBaseLogger;
  redis: Redis | undefined;
}) {
  const geocoding = createGeocodingService({ geocoder: deps.geocoder, log: deps.log });
  return appModule({
    name: 'geocoding',
    geocoding,
    apiRoutes: [geocodeRoutes({ geocoding, redis: deps.redis })],
  });
}
