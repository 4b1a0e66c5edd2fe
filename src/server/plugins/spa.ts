import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COMMON_ERROR_CODES } from '../../shared/api-errors';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http-errors';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every other GET that
 * asks for HTML (client-side routes), JSON 404 for everything else.
 */
export const spa = fp<{ clientDir: string }>(async (app, { clientDir }) => {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  const indexHtml = hasClient ? readFileSync(indexFile) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && request.headers.accept?.includes('text/html');
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (wantsHtml && !isApi && indexHtml) {
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(indexHtml);
    }
    return reply
      .code(404)
      .send(errorBody(COMMON_ERROR_CODES.notFound, `${request.method} ${request.url} not found`));
  });
});
