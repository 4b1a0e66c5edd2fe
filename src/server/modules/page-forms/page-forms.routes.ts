import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { LANGUAGES, languageBase, type Language } from '../../../shared/languages';
import type { PageNotice } from '../../../shared/page-notice';
import type { Listing } from '../../../shared/schemas/listing';
import { catalogues } from '../../../shared/texts/catalogues';
import { formOriginGuard } from './form-origin-guard';
import { leaveNotice } from './notice-cookie';

/** What the profile's buttons do to a listing, by the API route each one calls. */
const LISTING_ACTIONS = ['close', 'relist', 'renew'] as const;
type ListingAction = (typeof LISTING_ACTIONS)[number];

export interface PageFormsOptions {
  trustedOrigins: readonly string[];
  /** The site's origin: the Origin the API is told when a browser sent none. */
  publicUrl: string;
}

/**
 * The forms behind the controls a page renders on the server, for a press before the app's code
 * has arrived (seconds on a slow phone): "Log me out" and the profile's marks on a listing post
 * here, the same API route the app calls does the work, and the visitor is sent back (303) to
 * the page, which then shows the outcome, with the toast the app would have shown. Once the app
 * runs, it answers the same controls itself and nothing reaches these routes. One set of routes
 * per language, under its base, so the page and the toast stay in that language.
 */
export const pageFormsRoutes =
  (options: PageFormsOptions): FastifyPluginAsync =>
  async (app) => {
    await app.register(formBody);
    app.addHook('onRequest', formOriginGuard(options.trustedOrigins));
    for (const language of LANGUAGES) {
      const base = languageBase(language);
      const texts = catalogues[language].account;
      const api = apiOf(app, language, options.publicUrl);

      app.post(`${base}/sign-out`, { schema: { hide: true } }, async (request, reply) => {
        const answer = await api(request, 'POST', '/api/auth/sign-out', '{}');
        reply.header('set-cookie', answer.cookies);
        return back(reply, base || '/', answer.ok ? null : error(texts.profile.logOutFailed));
      });

      app.post<{ Params: { id: string; action: string } }>(
        `${base}/profile/listings/:id/:action`,
        { schema: { hide: true } },
        async (request, reply) => {
          const { id, action } = request.params;
          const profile = `${base}/profile`;
          if (!isListingAction(action)) return reply.callNotFound();
          const path = `/api/listings/${encodeURIComponent(id)}`;
          const answer = await api(request, 'POST', `${path}/${action}`, '');
          if (answer.status === 401) return back(reply, `${base}/sign-in`, null);
          if (answer.ok) {
            const listing = answer.json as Listing;
            return back(reply, profile, success(doneText(texts, action, listing)));
          }
          if (answer.code === ACCOUNT_ERROR_CODES.emailNotVerified) {
            return back(reply, profile, error(texts.verifyEmail.needed));
          }
          const listing = await api(request, 'GET', path);
          const name = listing.ok ? (listing.json as Listing).name : '';
          return back(reply, profile, error(texts.yourListings.markFailed({ name })));
        },
      );
    }
  };

const isListingAction = (action: string): action is ListingAction =>
  (LISTING_ACTIONS as readonly string[]).includes(action);

type AccountTexts = (typeof catalogues)[Language]['account'];

/** The toast the profile shows when the app does the same. */
function doneText(texts: AccountTexts, action: ListingAction, { name, type }: Listing): string {
  const { yourListings } = texts;
  if (action === 'relist') return yourListings.relisted({ name });
  if (action === 'renew') return yourListings.renewed({ name });
  return type === 'rent' ? yourListings.markedRented({ name }) : yourListings.markedSold({ name });
}

const success = (text: string): PageNotice => ({ kind: 'success', text });
const error = (text: string): PageNotice => ({ kind: 'error', text });

/** 303 to `location`, leaving `notice` for the page there. */
function back(reply: FastifyReply, location: string, notice: PageNotice | null) {
  if (notice) leaveNotice(reply, notice);
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

interface ApiAnswer {
  ok: boolean;
  status: number;
  json: unknown;
  /** The error's code, for an answer in the API's error shape. */
  code: string | undefined;
  cookies: string[];
}

/**
 * Calls this app's own API as the visitor: their cookie, address (their own rate limits) and
 * language, the request id that ties the log lines together.
 */
function apiOf(app: FastifyInstance, language: Language, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return async (
    request: FastifyRequest,
    method: 'GET' | 'POST',
    url: string,
    payload?: string,
  ): Promise<ApiAnswer> => {
    const { cookie } = request.headers;
    const answer = await app.inject({
      method,
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        'x-request-id': request.id,
        // The API's guard reads the Origin: the site's own, which the guard above has checked.
        origin,
        ...(payload !== undefined && payload !== '' && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
      },
      ...(payload !== undefined && payload !== '' && { payload }),
    });
    let json: unknown = null;
    try {
      json = answer.body ? JSON.parse(answer.body) : null;
    } catch {
      json = null;
    }
    const setCookie = answer.headers['set-cookie'];
    return {
      ok: answer.statusCode < 300,
      status: answer.statusCode,
      json,
      code: (json as { error?: { code?: string } } | null)?.error?.code,
      cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
    };
  };
}
