import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  editListingInputSchema,
  listingIdParamsSchema,
  listingInputSchema,
  listingInputSchemaFor,
  listingPageSchema,
  listingQuerySchema,
  listingDetailSchema,
  listingSchema,
} from '../../../shared/schemas/listing';
import type { ListingsService } from './listings.service';
import type { PublishingService } from './publishing.service';
import { shownInEveryLanguage } from '../../lib/localized-validation';
import { requestLimit } from '../../lib/request-counter';

/**
 * The listings API. A save may geocode its address with a paid or rate-limited service, so each
 * account may publish or edit `savesPerHour` times an hour.
 */
export const listingsRoutes =
  (deps: {
    service: ListingsService;
    publishing: PublishingService;
    savesPerHour: number;
    redis: Redis | undefined;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service, publishing } = deps;
    const errors = {
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
      503: apiErrorSchema,
    };
    const limitSaves = await requestLimit(app, {
      max: deps.savesPerHour,
      windowMs: 60 * 60_000,
      redis: deps.redis,
      nameSpace: 'homestead-save-limit:',
      key: (request) => `save:${request.user!.id}`,
      tooMany: (texts, seconds) => texts.api.tooManySaves({ minutes: Math.ceil(seconds / 60) }),
    });
    // Refused before the save is counted: an account that may not publish spends none.
    const saving = [app.authenticate, app.mayPublish, limitSaves];

    app.get(
      '/listings',
      {
        schema: {
          tags: ['listings'],
          summary: 'Listings, newest first, filtered by type, offer or owner, with a keyset cursor',
          querystring: listingQuerySchema,
          response: { 200: listingPageSchema, 400: apiErrorSchema },
        },
        // Only an owner's own list holds their rented, sold, hidden and expired listings: the
        // session is read for a list by owner only, and the public lists stay free of its cost.
        preHandler: async (request, reply) => {
          if (request.query.owner !== undefined) await app.identify.call(app, request, reply);
        },
      },
      async (request) => service.list(request.query, request.user?.id),
    );

    app.get(
      '/listings/:id',
      {
        schema: {
          tags: ['listings'],
          summary: 'One listing, with how fast its owner usually replies to messages',
          params: listingIdParamsSchema,
          response: { 200: listingDetailSchema, 404: apiErrorSchema },
        },
      },
      // The session is read only when the listing is not public (the service asks): a hook
      // would read it for every visit of a public listing.
      async (request, reply) =>
        service.detail(request.params.id, async () => {
          await app.identify.call(app, request, reply);
          return request.user;
        }),
    );

    app.post(
      '/listings',
      {
        preHandler: saving,
        schema: {
          tags: ['listings'],
          summary: 'Publishes a listing of the signed-in user with their uploaded images',
          // The form shows the refusals as they come: in the page's language.
          body: shownInEveryLanguage(listingInputSchema, (texts) =>
            listingInputSchemaFor('create', texts.listingForm, texts.listingFacts),
          ),
          response: { 201: listingSchema, ...errors },
        },
      },
      async (request, reply) => {
        const listing = await publishing.create(request.user!.id, request.body);
        return reply.code(201).send(listing);
      },
    );

    app.put(
      '/listings/:id',
      {
        preHandler: saving,
        schema: {
          tags: ['listings'],
          summary: 'Overwrites a listing; only its owner may',
          params: listingIdParamsSchema,
          body: shownInEveryLanguage(editListingInputSchema, (texts) =>
            listingInputSchemaFor('edit', texts.listingForm, texts.listingFacts),
          ),
          response: { 200: listingSchema, ...errors },
        },
      },
      async (request) => publishing.update(request.user!.id, request.params.id, request.body),
    );

    app.delete(
      '/listings/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['listings'],
          summary: 'Deletes a listing and its images; only its owner may',
          params: listingIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await publishing.remove(request.user!.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
