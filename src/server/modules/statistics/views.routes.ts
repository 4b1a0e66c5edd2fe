import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { listingIdParamsSchema } from '../../../shared/schemas/listing';
import { clientKey } from '../../lib/client-key';
import { AppError } from '../../lib/errors';
import type { ListingViews } from './listing-views';
import type { BeaconMarks } from './view-beacon';
import type { CountClient } from './view-limit';

/** A beacon carries nothing the count reads: any body up to this size is taken and ignored. */
const BEACON_BODY_LIMIT = 1024;

/**
 * POST /api/listings/{id}/views, the beacon a listing's page sends once it runs in a browser
 * (docs/product.md#listing-statistics). It answers 204 whether or not the view counts, so a
 * page learns nothing of who is counted; 404 for a listing that is not listed. Counted per
 * client before its body is read, so no body, whatever its type, passes the limit uncounted.
 *
 * Most beacons never reach this route: the app's first hook answers the common case
 * (view-beacon.ts) and hands on the rest, counted, with `marks`. It stays a route, the one way
 * every other answer is made, so those answers are the app's own (errors, headers, metrics) and
 * the OpenAPI document describes the beacon from its schema.
 */
export const viewsRoutes =
  (deps: { views: ListingViews; count: CountClient; marks: BeaconMarks }): FastifyPluginAsyncZod =>
  async (app) => {
    const { views, marks } = deps;
    app.addHook('onClose', () => views.close());
    // The client's key is worked out once (behind a proxy, from X-Forwarded-For): the limit counts
    // by it, and the visitor's hash reads it.
    const addresses = new WeakMap<FastifyRequest, string>();
    const addressOf = (request: FastifyRequest) => {
      let address = addresses.get(request);
      if (address === undefined) {
        address = clientKey(request.ip);
        addresses.set(request, address);
      }
      return address;
    };
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      const wait = marks.has(request)
        ? marks.get(request)!
        : await deps.count(`ip:${addressOf(request)}`);
      if (wait === null) return;
      reply.header('retry-after', wait);
      throw new AppError(429, COMMON_ERROR_CODES.rateLimited, (texts) =>
        texts.api.tooManyViews({ seconds: wait }),
      );
    };
    // navigator.sendBeacon sends text/plain, a Blob's type or none; fetch may send JSON: all
    // are read (up to the limit) and dropped, here only.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BEACON_BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );

    app.post(
      '/listings/:id/views',
      {
        onRequest: limit,
        schema: {
          tags: ['statistics'],
          summary:
            "Counts a person's view of a listed listing's page (once a day; never its owner's, a crawler's or a prefetch's): 204 whether or not it counted",
          params: listingIdParamsSchema,
          response: {
            204: z.null(),
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await views.view({
          listingId: request.params.id,
          headers: request.headers,
          address: addressOf(request),
          viewer: async () => {
            await app.identify.call(app, request, reply);
            return request.user?.id ?? null;
          },
        });
        return reply.code(204).send(null);
      },
    );
  };
