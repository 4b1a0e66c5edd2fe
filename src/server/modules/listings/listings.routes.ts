import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  listingIdParamsSchema,
  listingPageSchema,
  listingQuerySchema,
  listingSchema,
} from '../../../shared/schemas/listing';
import type { ListingsService } from './listings.service';
import { fastResponseSerializer } from './response-serializer';

export const listingsRoutes =
  (service: ListingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/listings',
      {
        schema: {
          tags: ['listings'],
          summary: 'Listings, newest first, filtered by type, offer or owner, with a keyset cursor',
          querystring: listingQuerySchema,
          response: { 200: listingPageSchema, 400: apiErrorSchema },
        },
        serializerCompiler: fastResponseSerializer,
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/listings/:id',
      {
        schema: {
          tags: ['listings'],
          summary: 'One listing',
          params: listingIdParamsSchema,
          response: { 200: listingSchema, 404: apiErrorSchema },
        },
        serializerCompiler: fastResponseSerializer,
      },
      async (request) => service.get(request.params.id),
    );
  };
