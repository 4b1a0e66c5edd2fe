import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the plugin `app` is about one account (its profile, its saved homes and
 * searches): no browser or proxy may keep it, where another person could be served it.
 */
export function neverCached(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
