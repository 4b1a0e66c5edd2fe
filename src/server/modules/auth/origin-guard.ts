import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { errorBodyFor } from './error-body';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a mutating request whose Origin header names another site (403 FORBIDDEN_ORIGIN).
 * Requests without Origin (curl, server-to-server) pass: browsers always send it on POST,
 * PUT, PATCH and DELETE, and the session cookie is SameSite=Lax.
 */
export function originGuard(trusted: readonly string[]): onRequestAsyncHookHandler {
  const allowed = new Set(trusted);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    await reply
      .code(403)
      .send(
        errorBodyFor(
          request.url,
          ACCOUNT_ERROR_CODES.forbiddenOrigin,
          'Requests from another site are not accepted',
        ),
      );
  };
}
