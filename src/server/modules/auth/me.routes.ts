import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../shared/languages';
import {
  meSchema,
  updateLanguageSchema,
  updateMeSchema,
  type Me,
} from '../../../shared/schemas/account';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { neverCached } from '../../lib/never-cached';

/** The signed-in user's own profile: read it, change the display name or the language. */
export const meRoutes =
  (deps: {
    /** Sets a user's display name (already validated); returns the updated user. */
    rename(userId: string, name: string): Promise<Me>;
    /** Sets the language the account reads: its mails are written in it. */
    setLanguage(userId: string, language: Language): Promise<void>;
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

    app.put(
      '/me/language',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          summary:
            'Keeps the language the signed-in user chose (the link to the other language sends it): its mails are written in it',
          body: updateLanguageSchema,
          response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await deps.setLanguage(request.user!.id, request.body.language);
        return reply.code(204).send(null);
      },
    );
  };
