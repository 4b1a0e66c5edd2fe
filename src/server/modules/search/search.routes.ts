import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { searchPageSchema, searchQuerySchema } from '../../../shared/schemas/search';
import type { SearchService } from './search.service';

/** GET /api/search: what the /search page shows, for its URL's parameters. */
export const searchRoutes =
  (service: SearchService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          summary:
            'Listings matching filters, a place and a map box, in one of three orders, with the count of all matches',
          querystring: searchQuerySchema,
          response: { 200: searchPageSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.search(request.query),
    );
  };
