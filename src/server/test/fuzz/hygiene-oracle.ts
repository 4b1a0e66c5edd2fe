import Fastify, { type FastifyInstance } from 'fastify';
import { inputHygiene } from '../../plugins/input-hygiene';
import type { FuzzRequest } from './operations';

/**
 * The input hygiene plugin alone, mounted the way the app mounts its routes (/api/auth with
 * its own raw-body parser, the rest with the JSON parser): it says whether the plugin would
 * refuse a request before any route saw it. Until phase 2 registers the plugin in app.ts, a
 * 5xx of a request it refuses is a known failure, not a new one.
 */
export async function createHygieneOracle() {
  const app: FastifyInstance = Fastify();
  await app.register(inputHygiene);
  await app.register(async (auth) => {
    auth.removeAllContentTypeParsers();
    auth.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    auth.all('/api/auth/*', async () => ({ ok: true }));
  });
  await app.register(async (uploads) => {
    uploads.addContentTypeParser('application/offset+octet-stream', (_r, _p, done) => done(null));
    uploads.all('/api/uploads', async () => ({ ok: true }));
    uploads.all('/api/uploads/*', async () => ({ ok: true }));
  });
  app.all('*', async () => ({ ok: true }));
  await app.ready();

  return {
    /** Whether the plugin answers this request itself (400 VALIDATION_FAILED or 413). */
    async refuses(request: FuzzRequest): Promise<boolean> {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      if (response.statusCode === 413) return true;
      // A HEAD answer has no body: here only the plugin answers anything but 200.
      if (request.method === 'HEAD') return response.statusCode === 400;
      return response.json<{ code?: string }>().code === 'VALIDATION_FAILED';
    },
    close: () => app.close(),
  };
}
