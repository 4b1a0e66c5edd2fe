import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LANGUAGES, languageBase, languageOfPath } from '../../../shared/languages';
import type { ApiTransport } from '../../../shared/page-rendering';
import { catalogues } from '../../../shared/texts/catalogues';
import { asVisitor } from './as-visitor';
import { clearNotice, leaveNotice, noticeOf } from './notice-cookie';
import type { PageRenderer } from './page-renderer';

/** Each language's built assets: "assets" at the root, "hi/assets" under /hi. */
const ASSETS = LANGUAGES.map((language) => `${languageBase(language)}/assets`.slice(1));
/**
 * Paths that are never pages: the API, stored images and built assets (each language's) answer
 * for themselves.
 */
const NOT_PAGES = new RegExp(`^/(${['api', 'images', ...ASSETS].join('|')})(/|$|\\?)`);
/** Who is signed in (better-auth's route; null for nobody). */
const SESSION_PATH = '/api/auth/get-session';

/**
 * The page's data requests, answered by this app's own routes without the network, as the
 * visitor asks them (as-visitor.ts).
 */
function ownRoutes(
  app: FastifyInstance,
  request: FastifyRequest,
  failures: number[],
): ApiTransport {
  const visitor = asVisitor(request, languageOfPath(request.url));
  return async (path) => {
    // Without a cookie nobody is signed in: answered as better-auth would, without asking it
    // (every page asks, for its header and a signed-in visitor's saved homes).
    if (!visitor.headers.cookie && path === SESSION_PATH) return { status: 200, text: 'null' };
    const answer = await app.inject({ method: 'GET', url: path, ...visitor });
    if (answer.statusCode >= 500) failures.push(answer.statusCode);
    return { status: answer.statusCode, text: answer.body };
  };
}

/**
 * Every page route, for GET and HEAD whatever the Accept header: the page rendered on the
 * server, with its status (404 for an unknown path or a missing listing; 503 when its data
 * could not be read, so that no error page is indexed or cached as the page).
 */
export const pagesRoutes =
  (renderer: PageRenderer): FastifyPluginAsync =>
  async (app) => {
    // HEAD is routed here too, not left to Fastify's automatic HEAD route: that one drops the
    // body before compression, so its headers (length, encoding, Vary) would differ from GET's.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      // Pages are not part of the API's description.
      schema: { hide: true },
      handler: async (request, reply) => {
        if (NOT_PAGES.test(request.url)) return reply.callNotFound();
        const failures: number[] = [];
        const notice = noticeOf(request);
        let page;
        try {
          page = await renderer.render(request.url, ownRoutes(app, request, failures), notice);
        } catch (error) {
          request.log.error(
            { err: error },
            'Page not rendered on the server: sent for the browser to render',
          );
          page = renderer.shell(request.url);
        }
        if (page.location !== undefined) {
          if (page.notice) {
            const texts = catalogues[languageOfPath(request.url)].listingForm;
            leaveNotice(reply, { kind: 'error', text: texts[page.notice] });
          }
          return reply
            .code(303)
            .header('location', page.location)
            .header('cache-control', 'private, no-store')
            .send();
        }
        if (notice) clearNotice(reply);
        return (
          reply
            .code(failures.length > 0 ? 503 : page.status)
            .type('text/html; charset=utf-8')
            // A page may hold the visitor's session (the detail page): never kept by a shared cache.
            .header('Cache-Control', request.headers.cookie ? 'private, no-store' : 'no-cache')
            .send(page.html)
        );
      },
    });
  };
