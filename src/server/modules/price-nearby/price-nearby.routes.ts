import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { listingIdParamsSchema } from '../../../shared/schemas/listing';
import { priceNearbySchema } from '../../../shared/schemas/price-nearby';
import type { PriceNearbyService } from './price-nearby.service';

/** The price nearby, apart from the listing's detail: a listing's page asks for both at once. */
export const priceNearbyRoutes =
  (deps: { service: PriceNearbyService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/listings/:id/price-nearby',
      {
        schema: {
          tags: ['listings'],
          summary:
            "A listed home's price beside the median of the similar homes within 3 km (same type and bedrooms; a sale with an area by price per sq ft): 204 when the home is not listed or has fewer than 5 such neighbours",
          params: listingIdParamsSchema,
          response: {
            200: priceNearbySchema,
            204: z.null(),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const comparison = await deps.service.compare(request.params.id);
        return comparison ?? reply.code(204).send(null);
      },
    );
  };
