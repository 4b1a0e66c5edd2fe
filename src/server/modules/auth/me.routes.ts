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
    /** Sets a user's display name or message mails (already validated); returns the updated user. */
    updateMe(userId: string, changes: { name?: string; messageMails?: boolean }): Promise<Me>;
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
          summary:
            "Changes the signed-in user's display name (1–50 characters, trimmed) or whether new messages are mailed (messageMails)",
          body: updateMeSchema,
          response: { 200: meSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const { name, messageMails } = request.body;
        // Nothing to change: the account as it is (an empty update would be refused by the driver).
        if (name === undefined && messageMails === undefined) return request.user!;
        return deps.updateMe(request.user!.id, {
          ...(name !== undefined && { name }),
          ...(messageMails !== undefined && { messageMails }),
        });
      },
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
