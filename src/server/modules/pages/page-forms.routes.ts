import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { LANGUAGES, languageBase, type Language } from '../../../shared/languages';
import type { PageNotice } from '../../../shared/page-notice';
import {
  LISTING_MARK_FORM,
  SIGN_OUT_FORM,
  isListingMark,
  type ListingMark,
} from '../../../shared/page-forms';
import type { Listing } from '../../../shared/schemas/listing';
import { catalogues } from '../../../shared/texts/catalogues';
import { asVisitor } from './as-visitor';
import { formOriginGuard } from './form-origin-guard';
import { leaveNotice } from './notice-cookie';

export interface PageFormsOptions {
  trustedOrigins: readonly string[];
  /** PUBLIC_URL: its origin is the Origin the API's own guard is shown. */
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
    const origin = new URL(options.publicUrl).origin;
    for (const language of LANGUAGES) {
      const base = languageBase(language);
      const texts = catalogues[language].account;
      const api = (request: FastifyRequest, method: 'GET' | 'POST', url: string, body?: object) =>
        callApi(app, request, language, origin, { method, url, body });

      app.post(base + SIGN_OUT_FORM, { schema: { hide: true } }, async (request, reply) => {
        // better-auth reads a JSON body.
        const answer = await api(request, 'POST', '/api/auth/sign-out', {});
        reply.header('set-cookie', answer.cookies);
        return back(reply, base || '/', answer.ok ? null : error(texts.profile.logOutFailed));
      });

      app.post<{ Params: { id: string; mark: string } }>(
        base + LISTING_MARK_FORM,
        { schema: { hide: true } },
        async (request, reply) => {
          const { id, mark } = request.params;
          const profile = `${base}/profile`;
          if (!isListingMark(mark)) return reply.callNotFound();
          const path = `/api/listings/${encodeURIComponent(id)}`;
          const answer = await api(request, 'POST', `${path}/${mark}`);
          if (answer.status === 401) return back(reply, `${base}/sign-in`, null);
          if (answer.ok) {
            return back(reply, profile, success(doneText(texts, mark, answer.json as Listing)));
          }
          if (answer.code === ACCOUNT_ERROR_CODES.emailNotVerified) {
            return back(reply, profile, error(texts.verifyEmail.needed));
          }
          // The failure's toast names the listing, which the refused answer does not hold.
          const listing = await api(request, 'GET', path);
          const name = listing.ok ? (listing.json as Listing).name : '';
          return back(reply, profile, error(texts.yourListings.markFailed({ name })));
        },
      );
    }
  };

type AccountTexts = (typeof catalogues)[Language]['account'];

/** The toast the profile shows when the app does the same. */
function doneText(texts: AccountTexts, mark: ListingMark, { name, type }: Listing): string {
  const { yourListings } = texts;
  if (mark === 'relist') return yourListings.relisted({ name });
  if (mark === 'renew') return yourListings.renewed({ name });
  return type === 'rent' ? yourListings.markedRented({ name }) : yourListings.markedSold({ name });
}

const success = (text: string): PageNotice => ({ kind: 'success', text });
const error = (text: string): PageNotice => ({ kind: 'error', text });

/** 303 to `location`, leaving `notice` for the page there. */
function back(reply: FastifyReply, location: string, notice: PageNotice | null) {
  if (notice) leaveNotice(reply, notice);
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

/**
 * This app's own API, called as the visitor (as-visitor.ts), with the site's own Origin, which
 * the guard of these forms has checked: its status, its JSON, its error code and its cookies.
 */
async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  language: Language,
  origin: string,
  { method, url, body }: { method: 'GET' | 'POST'; url: string; body?: object },
) {
  const visitor = asVisitor(request, language);
  const answer = await app.inject({
    method,
    url,
    remoteAddress: visitor.remoteAddress,
    headers: { ...visitor.headers, origin },
    ...(body && { payload: body }),
  });
  let json: unknown = null;
  try {
    json = JSON.parse(answer.body);
  } catch {
    // Not JSON (an empty answer): nothing to read.
  }
  const setCookie = answer.headers['set-cookie'];
  return {
    ok: answer.statusCode < 300,
    status: answer.statusCode,
    json,
    code: (json as { error?: { code?: string } } | null)?.error?.code,
    cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
}
