import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  pinsAnswerSchema,
  pinsQuerySchema,
  placesAnswerSchema,
  placesQuerySchema,
  searchPageSchema,
  searchQuerySchema,
} from '../../../shared/schemas/search';
import type { PlaceFinder } from '../../lib/geocoder';
import { perMinuteLimit, type PerMinute } from '../../lib/request-counter';
import { acceptedLanguage } from '../../lib/request-language';
import type { SearchService } from './search.service';

/** Places offered as one types: enough to choose from on a phone. */
export const PLACE_SUGGESTIONS = 8;

/**
 * GET /api/search: what the /search page shows, for its URL's parameters. GET /api/places: the
 * places its "Locality or city" box offers as one types. Searches and map views read listings,
 * so each client may make `limit.perMinute` of them (the page's own renders count too); suggestions
 * are answered from memory and are not counted.
 */
export const searchRoutes =
  (deps: {
    service: SearchService;
    places: PlaceFinder;
    limit: PerMinute;
    /** Waits for the places being read into memory: the database closes after. */
    settled: () => Promise<void> | undefined;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onClose', async () => deps.settled());
    const limit = await perMinuteLimit(app, deps.limit, 'search', 'tooManySearches');
    app.get(
      '/search',
      {
        preHandler: limit,
        schema: {
          tags: ['search'],
          summary:
            'Listings matching filters, a place and a map box, in one of three orders, with the count of all matches',
          querystring: searchQuerySchema,
          response: { 200: searchPageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => deps.service.search(request.query, acceptedLanguage(request.headers)),
    );

    app.get(
      '/search/pins',
      {
        preHandler: limit,
        schema: {
          tags: ['search'],
          summary:
            "A search's listings in the map's box: each one when few match, else counted on a grid",
          querystring: pinsQuerySchema,
          response: { 200: pinsAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => deps.service.pins(request.query),
    );

    app.get(
      '/places',
      {
        schema: {
          tags: ['search'],
          summary:
            'Cities and localities whose name starts with the text (or that it misspells), in Latin letters or Devanagari, labelled in the language Accept-Language asks for',
          querystring: placesQuerySchema,
          response: { 200: placesAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // Labelled in the page's language: a cache keeps one answer per language.
        reply.header('Cache-Control', 'public, max-age=3600').header('Vary', 'Accept-Language');
        const language = acceptedLanguage(request.headers);
        return { places: deps.places.suggest(request.query.q, PLACE_SUGGESTIONS, language) };
      },
    );
  };
