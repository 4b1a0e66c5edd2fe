import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';

/**
 * GET /images/*: the stored image files (keys never change, so they are cached for a year).
 * Any key the storage refuses, one that would leave its folder included, is a 404.
 */
export const imagesRoutes =
  (storage: Storage): FastifyPluginAsync =>
  async (app) => {
    app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
      const key = `images/${(request.params as { '*': string })['*']}`;
      const object = await storage.get(key).catch(() => null);
      if (!object) throw notFound('Image');
      return reply
        .header('Content-Type', object.contentType)
        .header('Content-Length', object.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(object.body);
    });
  };
