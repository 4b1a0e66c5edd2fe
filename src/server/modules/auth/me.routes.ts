import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema, updateMeSchema, type Me } from '../../../shared/schemas/account';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { neverCached } from '../../lib/never-cached';

/** The signed-in user's own profile: read it, change the display name. */
export const meRoutes =
  (deps: {
    /** Sets a user's display name (already validated); returns the updated user. */
    rename(userId: string, name: string): Promise<Me>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    neverCached(app);

    app.get(
      '/me',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          summary: 'The signed-in user',
          response: { 200: meSchema, 401: apiErrorSchema },
        },
      },
      async (request) => request.user!,
    );

    app.patch(
      '/me',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          summary: "Changes the signed-in user's display name (1–50 characters, trimmed)",
          body: updateMeSchema,
          response: { 200: meSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => deps.rename(request.user!.id, request.body.name),
    );
  };
