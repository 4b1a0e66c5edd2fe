import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { publicUserSchema, userIdParamsSchema } from '../../../shared/schemas/user';
import { notFound } from '../../lib/errors';
import { perMinuteLimit, type PerMinute } from '../../lib/request-counter';
import type { UsersRepository } from './users.repository';

/**
 * GET /api/users/:id: the name and e-mail the contact page needs, and the only answer that gives
 * an owner's e-mail address. Listing ids lead to user ids, so each client may look up
 * `limit.perMinute` owners (the contact page's own render counts), which keeps harvesting slow.
 */
export const usersRoutes =
  (deps: { repository: UsersRepository; limit: PerMinute }): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = await perMinuteLimit(app, deps.limit, 'contact', 'tooManyOwners');
    app.get(
      '/users/:id',
      {
        preHandler: limit,
        schema: {
          tags: ['users'],
          summary: "A user's public profile: what the contact page needs",
          params: userIdParamsSchema,
          response: { 200: publicUserSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const user = await deps.repository.findPublic(request.params.id);
        if (!user) throw notFound('User');
        return user;
      },
    );
  };
