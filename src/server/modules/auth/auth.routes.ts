import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import { DATABASE_UNAVAILABLE } from '../../lib/http-errors';
import type { Auth } from './auth';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { RATE_LIMITED_PATHS, type AttemptLimiter } from './rate-limit';

/**
 * Mounts better-auth at /api/auth (this plugin is registered under /api). It keeps its own
 * content-type parsing: every body reaches better-auth as the bytes received, and the parsers
 * of the rest of the API are untouched.
 */
export const authRoutes =
  (options: {
    auth: Auth;
    publicUrl: string;
    attempts: AttemptLimiter;
    databaseAvailable: () => Promise<boolean>;
  }): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const fetchRequest = toFetchRequest(request, options.publicUrl);
      options.attempts.forwarded(fetchRequest, request);
      const response = await options.auth.handler(fetchRequest);
      // better-auth answers a database outage with its own 500 (sometimes with a null body):
      // say what it is, in its body shape, so clients retry instead of reporting a bug.
      if (response.status >= 500 && !(await options.databaseAvailable())) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '5')
          .send({ code: COMMON_ERROR_CODES.databaseUnavailable, message: DATABASE_UNAVAILABLE });
      }
      if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-store');
      // The sign-in popup must keep its opener across the provider's pages (see plugins/security-headers.ts).
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      await sendFetchResponse(reply, response);
    };

    await options.attempts.install(app);
    for (const path of RATE_LIMITED_PATHS) {
      const preHandler = options.attempts.perClient(path);
      app.post(`/auth${path}`, { schema: { hide: true }, preHandler }, forward);
    }
    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      schema: { hide: true },
      handler: forward,
    });
  };
