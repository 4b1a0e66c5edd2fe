import type { FastifyPluginOptions, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import type { Me } from '../../../shared/schemas/account';
import { AppError } from '../../lib/errors';
import fp from 'fastify-plugin';

/**
 * The signed-in user, as the routes that need one see it: `Me`, and whether the e-mail address
 * is verified (publish-gate.ts; the browser reads it from the session, GET /api/auth/get-session).
 */
export type SessionUser = Me & { emailVerified: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every route that needs a signed-in user: sets `request.user`, or answers
     * 401 UNAUTHENTICATED. Routes without it never read the session.
     */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler of a public route whose answer depends on who asks (an owner sees their own
     * hidden or rented listings): sets `request.user` when there is a session, refuses nobody.
     */
    identify: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`; null on routes that do not run it. */
    user: SessionUser | null;
  }
}

export interface AuthenticationOptions extends FastifyPluginOptions {
  /** The user of the request's session, or null without a valid session. */
  sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
}

export const unauthenticated = () =>
  new AppError(401, ACCOUNT_ERROR_CODES.unauthenticated, 'Sign in to continue');

/** Decorates the app with `authenticate` and every request with `user`. */
export const authentication = fp<AuthenticationOptions>(async (app, options) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await options.sessionUser(request);
    if (!user) throw unauthenticated();
    request.user = user;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    request.user = await options.sessionUser(request);
  });
});
