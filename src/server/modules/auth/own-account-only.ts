import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { neverCached } from '../../lib/never-cached';

/**
 * Every route of the plugin `app` is the signed-in account's own: without a session it answers
 * 401, and no answer is kept by a browser or proxy that could serve it to another person.
 */
export function ownAccountOnly(app: FastifyInstance): void {
  neverCached(app);
  app.addHook('preHandler', app.authenticate);
}

/**
 * GET `path` in a plugin under `ownAccountOnly`: `read` of the signed-in account's id, its only
 * refusal a 401. The saved homes and saved searches are listed so. (`route` types the answer:
 * Fastify's zod types cannot follow a schema passed in.)
 */
export function getOwn<Answer extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  route: { summary: string; answer: Answer; read: (userId: string) => Promise<z.output<Answer>> },
): void {
  app.get(
    path,
    {
      schema: {
        tags: ['saved'],
        summary: route.summary,
        response: { 200: route.answer, 401: apiErrorSchema },
      },
    },
    async (request) => route.read(request.user!.id),
  );
}
