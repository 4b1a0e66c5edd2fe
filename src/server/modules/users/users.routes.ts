import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { publicUserSchema, userIdParamsSchema } from '../../../shared/schemas/user';
import { notFound } from '../../lib/errors';
import type { UsersRepository } from './users.repository';

export const usersRoutes =
  (repository: UsersRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: "A user's public profile: what the contact page needs",
          params: userIdParamsSchema,
          response: { 200: publicUserSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const user = await repository.findPublic(request.params.id);
        if (!user) throw notFound('User');
        return user;
      },
    );
  };
