import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  newSavedSearchSchema,
  newSavedSearchSchemaOf,
  savedSearchesSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '../../../shared/schemas/saved';
import type { SavedSearchesService } from './saved-searches.service';
import { shownInEveryLanguage } from '../../lib/localized-validation';
import { getOwn, ownAccountOnly } from '../auth/own-account-only';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * GET, POST /api/me/searches; PATCH, DELETE /api/me/searches/{id} (docs/product.md#api): the
 * owner's only.
 */
export const savedSearchesRoutes =
  (deps: { service: SavedSearchesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    ownAccountOnly(app);

    getOwn(app, '/me/searches', {
      summary: "The signed-in user's saved searches, newest first",
      answer: savedSearchesSchema,
      read: service.list,
    });

    app.post(
      '/me/searches',
      {
        schema: {
          tags: ['saved'],
          summary:
            'Saves a search (its /search query, read as GET /api/search reads it); at most 20 per account',
          // "Save search" shows a refusal as it comes: in the page's language.
          body: shownInEveryLanguage(newSavedSearchSchema, (texts) =>
            newSavedSearchSchemaOf(texts.search.save),
          ),
          response: { 201: savedSearchSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.create(request.user!.id, request.body);
      },
    );

    app.patch(
      '/me/searches/:id',
      {
        schema: {
          tags: ['saved'],
          summary: 'Renames a saved search or changes how often it mails',
          params: savedSearchParamsSchema,
          body: savedSearchUpdateSchema,
          response: { 200: savedSearchSchema, ...errors },
        },
      },
      async (request) => service.update(request.user!.id, request.params.id, request.body),
    );

    app.delete(
      '/me/searches/:id',
      {
        schema: {
          tags: ['saved'],
          summary: 'Deletes a saved search',
          params: savedSearchParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.user!.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
