import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import { DATABASE_UNAVAILABLE } from '../../lib/http-errors';
import type { Auth } from './auth';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { authRateLimiter, type AuthRateLimitOptions } from './rate-limit';

/** The better-auth endpoints counted against the per-address and per-e-mail limits. */
export const RATE_LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset'];

/**
 * Mounts better-auth at /api/auth (this plugin is registered under /api). It keeps its own
 * content-type parsing: every body reaches better-auth as the bytes received, and the parsers
 * of the rest of the API are untouched.
 */
export const authRoutes =
  (options: {
    auth: Auth;
    publicUrl: string;
    rateLimit: AuthRateLimitOptions;
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
      const response = await options.auth.handler(toFetchRequest(request, options.publicUrl));
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

    const limited = await authRateLimiter(app, options.rateLimit);
    for (const path of RATE_LIMITED_PATHS) {
      app.post(`/auth${path}`, { schema: { hide: true }, preHandler: limited(path) }, forward);
    }
    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      schema: { hide: true },
      handler: forward,
    });
  };
