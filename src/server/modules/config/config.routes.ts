import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema, type ClientConfig } from '../../../shared/schemas/client-config';

/** GET /api/config: what the browser needs to know of the configuration (cached 5 minutes). */
export const configRoutes =
  (clientConfig: ClientConfig): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      { schema: { tags: ['config'], response: { 200: clientConfigSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return clientConfig;
      },
    );
  };
