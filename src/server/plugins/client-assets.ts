import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COMMON_ERROR_CODES } from '../../shared/api-errors';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http-errors';

/**
 * Serves the browser's build: hashed assets cached for a year, in the brotli or gzip file
 * written beside each at build when the request accepts it. Anything that is neither a route
 * nor a file answers a JSON 404 (pages are routes of their own: modules/pages).
 */
export const clientAssets = fp<{ clientDir: string | null }>(async (app, { clientDir }) => {
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The .br and .gz files written beside each asset at build.
      preCompressed: true,
      setHeaders(res, file) {
        // A cache must keep the brotli, gzip and plain copies apart.
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody(COMMON_ERROR_CODES.notFound, `${request.method} ${request.url} not found`)),
  );
});
