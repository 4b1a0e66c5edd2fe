import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  savedHomeIdsSchema,
  savedHomeParamsSchema,
  savedHomesSchema,
} from '../../../shared/schemas/saved';
import type { SavedHomesService } from './saved-homes.service';
import { getOwn, ownAccountOnly } from '../auth/own-account-only';

/** The signed-in account's saved homes (docs/product.md#saved-homes-and-searches). */
export const savedHomesRoutes =
  (deps: { service: SavedHomesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    ownAccountOnly(app);
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

    getOwn(app, '/me/saved', {
      summary: 'The saved homes, the latest saved first',
      answer: savedHomesSchema,
      read: service.list,
    });
    getOwn(app, '/me/saved/ids', {
      summary: 'Which listings are saved (for every "Save" toggle of a page)',
      answer: savedHomeIdsSchema,
      read: service.ids,
    });

    app.put(
      '/me/saved/:listingId',
      {
        schema: {
          tags: ['saved'],
          summary: 'Saves a home (again: no change)',
          params: savedHomeParamsSchema,
          response: { 204: z.null(), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await service.save(request.user!.id, request.params.listingId);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/me/saved/:listingId',
      {
        schema: {
          tags: ['saved'],
          summary: 'Forgets a saved home (not saved: no change)',
          params: savedHomeParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.user!.id, request.params.listingId);
        return reply.code(204).send(null);
      },
    );
  };
