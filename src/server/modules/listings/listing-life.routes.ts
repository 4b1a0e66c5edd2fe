import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { listingIdParamsSchema, listingSchema } from '../../../shared/schemas/listing';
import type { ListingLifeService } from './listing-life.service';

/** The owner's marks on a listing: rented or sold, relisted, and renewed. */
export const listingLifeRoutes =
  (deps: { life: ListingLifeService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { life } = deps;
    const schema = (summary: string) => ({
      tags: ['listings'],
      summary,
      params: listingIdParamsSchema,
      response: {
        200: listingSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema,
      },
    });

    app.post(
      '/listings/:id/close',
      {
        preHandler: app.authenticate,
        schema: schema(
          'Marks a listing rented (a rent) or sold (a sale): it leaves the public lists; only its owner may',
        ),
      },
      async (request) => life.close(request.user!.id, request.params.id),
    );

    app.post(
      '/listings/:id/relist',
      {
        // Relisting publishes again (renewed): like an edit, only with a verified e-mail when required.
        preHandler: [app.authenticate, app.mayPublish],
        schema: schema('Lists a rented or sold listing again, renewed; only its owner may'),
      },
      async (request) => life.relist(request.user!.id, request.params.id),
    );

    app.post(
      '/listings/:id/renew',
      {
        preHandler: app.authenticate,
        schema: schema(
          'Renews a listing: current for LISTING_TTL_DAYS from now, listed again if it had expired (a rented, sold or hidden one stays so); only its owner may',
        ),
      },
      async (request) => life.renew(request.user!.id, request.params.id),
    );
  };
