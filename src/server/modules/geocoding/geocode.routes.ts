import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { GEOCODE_ERROR_CODES } from '../../../shared/api-errors';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { geocodeQuerySchema, geocodeResultSchema } from '../../../shared/schemas/geocode';
import { AppError } from '../../lib/errors';
import { perMinuteLimit } from '../../lib/request-counter';
import type { GeocodingService } from './geocoding.service';

/** Lookups one address may make per minute: a form asks once per pause in typing. */
export const GEOCODE_LOOKUPS_PER_MINUTE = 60;

/**
 * GET /api/geocode?address=…: the place the configured geocoder finds, as the listing form shows
 * it. Public, so counted per address: a remote geocoder is paid per request.
 */
export const geocodeRoutes =
  (deps: { geocoding: GeocodingService; redis: Redis | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    const perClient = { perMinute: GEOCODE_LOOKUPS_PER_MINUTE, redis: deps.redis };
    const limit = await perMinuteLimit(app, perClient, 'geocode', 'tooManyLookups');
    app.get(
      '/geocode',
      {
        preHandler: limit,
        schema: {
          tags: ['geocoding'],
          summary: 'The place an address is found at, with its precision',
          querystring: geocodeQuerySchema,
          response: {
            200: geocodeResultSchema,
            400: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const result = await deps.geocoding.lookup(request.query.address);
        if (!result) {
          throw new AppError(
            422,
            GEOCODE_ERROR_CODES.addressNotFound,
            (texts) => texts.listingForm.invalidAddress,
          );
        }
        reply.header('Cache-Control', 'private, max-age=300');
        return result;
      },
    );
  };
