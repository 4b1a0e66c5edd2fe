import helmet from 'helmet';
import fp from 'fastify-plugin';
import { recordHeaders } from './recorded-headers';

export interface SecurityHeadersOptions {
  /** The map tile URL template: its origin may serve images. */
  tileUrl: string;
  /** PUBLIC_URL: over https the browser is told to stay on https (HSTS, upgrade requests). */
  publicUrl: string;
}

/** The build's hashed files (scripts, styles, images), served by plugins/client-assets.ts. */
const BUILT_ASSETS = '/assets/';
/** The API's answers: data a browser reads, never a page it renders (but for its docs). */
const API = '/api/';
const API_DOCS = '/api/docs';

/**
 * What an API answer needs (OWASP's set for REST services): no sniffing into a page, a policy that
 * allows nothing should one be opened as a document, and not to be framed, embedded by another
 * site or leak its URL. HSTS as pages get it.
 */
function apiHeaders(pageHeaders: [string, string][]): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ...pageHeaders.filter(([name]) => name.toLowerCase() === 'strict-transport-security'),
  ];
}

/**
 * Helmet's headers for these options, recorded once: every page's (`set`, and `removed`) and the
 * API's (`forApi`). The listing views' beacon, answered before this plugin's hook, sends the
 * API's too.
 */
export function recordedSecurityHeaders(options: SecurityHeadersOptions) {
  const https = options.publicUrl.startsWith('https:');
  const tileOrigin = new URL(options.tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
        // Leaflet and react-toastify position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
    // The social sign-in popup must keep window.opener to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const { set, removed } = recordHeaders(headers);
  return { set, removed, forApi: apiHeaders(set) };
}

/**
 * Helmet's security headers on every answer, as `recordedSecurityHeaders` made them (with a
 * Content Security Policy that allows the map tiles). Built once: @fastify/helmet rebuilt the whole helmet middleware (parsing the CSP again)
 * on every request, a fifth of a small API request's time; and helmet's answer is the same for
 * every request (no directive is a function of it), so it is recorded once at start.
 *
 * The build's files get `nosniff` alone: a policy, an opener or frame rule applies to the
 * document that carries it, never to a script or an image it loads, and a first visit fetches
 * several of them (each header some 100 bytes, more than some files weigh). The API's answers get
 * the few that apply to data (apiHeaders): the page's dozen cost every call some 700 bytes.
 */
export const securityHeaders = fp<ReturnType<typeof recordedSecurityHeaders>>(
  async (app, recorded) => {
    const { set, removed, forApi } = recorded;
    // A callback hook that sets the recorded headers: helmet's chain of thirteen middlewares, each
    // calling the next, did the same work on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (url.startsWith(BUILT_ASSETS)) {
        reply.header('X-Content-Type-Options', 'nosniff');
      } else {
        const res = reply.raw;
        for (const name of removed) res.removeHeader(name);
        const api = url.startsWith(API) && !url.startsWith(API_DOCS);
        for (const [name, value] of api ? forApi : set) res.setHeader(name, value);
      }
      done();
    });
  },
);
