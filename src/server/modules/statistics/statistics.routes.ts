import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { listingIdParamsSchema } from '../../../shared/schemas/listing';
import { listingStatisticsSchema } from '../../../shared/schemas/statistics';
import { ownAccountOnly } from '../auth/own-account-only';
import type { StatisticsService } from './statistics.service';

/**
 * GET /api/listings/{id}/statistics: its owner's only. A visitor gets 401; anyone else,
 * moderators included, 404, as for a listing that does not exist.
 */
export const statisticsRoutes =
  (deps: { service: StatisticsService }): FastifyPluginAsyncZod =>
  async (app) => {
    ownAccountOnly(app);
    app.get(
      '/listings/:id/statistics',
      {
        schema: {
          tags: ['statistics'],
          summary:
            "A listing's views, saves and conversations started per India day, the last 30 days oldest first, with their totals (its owner only)",
          params: listingIdParamsSchema,
          response: {
            200: listingStatisticsSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => deps.service.of(request.user!.id, request.params.id),
    );
  };
