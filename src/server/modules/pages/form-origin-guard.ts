import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';

/**
 * Refuses a form posted from another site (403 FORBIDDEN_ORIGIN). A page's form does not always
 * name its origin: under the site's `Referrer-Policy: no-referrer` a browser sends `Origin: null`
 * with a form's POST. It does say where the request comes from in `Sec-Fetch-Site`, which a page
 * cannot set: "same-origin" passes, "same-site" or "cross-site" do not. A named Origin must be
 * one of ours. Without either (an old browser), the session cookie's SameSite=Lax still keeps
 * another site's post from acting as anyone.
 */
export function formOriginGuard(trusted: readonly string[]) {
  const allowed = new Set(trusted);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const site = request.headers['sec-fetch-site'];
    const { origin } = request.headers;
    const foreignSite = site !== undefined && site !== 'same-origin';
    const foreignOrigin = origin !== undefined && origin !== 'null' && !allowed.has(origin);
    if (foreignSite || foreignOrigin) {
      throw new AppError(
        403,
        ACCOUNT_ERROR_CODES.forbiddenOrigin,
        'Requests from another site are not accepted',
      );
    }
  };
}
