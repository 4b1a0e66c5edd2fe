import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema, updateMeSchema } from '../../../shared/schemas/account';
import { apiErrorSchema } from '../../../shared/schemas/error';
import type { Accounts } from './accounts';

/** The signed-in user's own profile: read it, change the display name. */
export const meRoutes =
  (accounts: Accounts): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me',
      {
        schema: {
          tags: ['account'],
          summary: 'The signed-in user',
          response: { 200: meSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return accounts.requireUser(request);
      },
    );

    app.patch(
      '/me',
      {
        schema: {
          tags: ['account'],
          summary: "Changes the signed-in user's display name (1–50 characters, trimmed)",
          body: updateMeSchema,
          response: { 200: meSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = await accounts.requireUser(request);
        return accounts.rename(user.id, request.body.name);
      },
    );
  };
