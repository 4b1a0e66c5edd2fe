import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/languages';

/**
 * What a request to this app's own API (made without the network, for a page or a form) carries
 * of the visitor it is made for: their cookie, for the routes that read the session; their
 * address, so that it counts against their own limits (search, contact) rather than one shared
 * by every visitor; the page's language, which the API writes its messages in; and the request
 * id, which ties its log lines to the page's.
 */
export function asVisitor(request: FastifyRequest, language: Language) {
  const { cookie } = request.headers;
  return {
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      'accept-language': language,
      'x-request-id': request.id,
      ...(cookie && { cookie }),
    },
  };
}
