import type { FastifyPluginOptions, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { AppError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler after `authenticate` on what publishes (a new listing, an edit, a relist, a new
     * upload): with PUBLISH_REQUIRES_VERIFIED_EMAIL, an account whose e-mail is not verified gets
     * 403 EMAIL_NOT_VERIFIED before anything is read or counted.
     */
    mayPublish: preHandlerAsyncHookHandler;
  }
}

export interface PublishGateOptions extends FastifyPluginOptions {
  requireVerifiedEmail: boolean;
}

export const emailNotVerified = () =>
  new AppError(403, ACCOUNT_ERROR_CODES.emailNotVerified, (t) => t.account.verifyEmail.needed);

/** Decorates the app with `mayPublish` (docs/product.md#accounts). */
export const publishGate = fp<PublishGateOptions>(async (app, options) => {
  app.decorate('mayPublish', async (request: FastifyRequest) => {
    if (options.requireVerifiedEmail && !request.user?.emailVerified) throw emailNotVerified();
  });
});
