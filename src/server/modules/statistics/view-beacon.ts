import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { clientKey } from '../../lib/client-key';
import type { ListingViews } from './listing-views';
import type { CountClient } from './view-limit';

const PREFIX = '/api/listings/';
const SUFFIX = '/views';

/**
 * What the fast path leaves on a beacon it hands on to the route: counted by the limit already,
 * and the seconds to wait when past it (else null), so the route neither counts it twice nor
 * decides otherwise.
 */
export type BeaconMarks = WeakMap<FastifyRequest, number | null>;

export interface ViewBeaconDeps {
  views: ListingViews;
  count: CountClient;
  marks: BeaconMarks;
  /** The origins allowed to send a mutating request (the API's origin guard's). */
  trustedOrigins: readonly string[];
  /** The session's user (modules/auth/session-lookup.ts), read only when there are cookies. */
  sessionUser: (request: FastifyRequest, reply: FastifyReply) => Promise<{ id: string } | null>;
  /** The headers of every API answer (plugins/security-headers.ts), as name and value. */
  headers: readonly (readonly [string, string])[];
  /** Counts and times the answer in the request metrics, whose hook the beacon never reaches. */
  answered: (seconds: number) => void;
}

/**
 * POST /api/listings/{id}/views answered ahead of the app's per-request hooks: the first root
 * onRequest hook of the app. A thousand beacons a second went through every hook of the app (the
 * URL check, the request id, the metrics, the drain's bookkeeping, the security headers, the
 * origin guard, the rate limit, the body parser, the schema, the serializer, the compression's
 * check), which cost the listing's detail 15–19% of its throughput (docs/decisions/0039).
 *
 * It answers only the common case, 204 for a listing whose owner is remembered, with the same
 * rules as the route: the origin guard's check, the per-client limit, no body, and
 * `ListingViews`' own rules (a prefetch, a crawler, the owner by the session's cookie). Anything
 * else (another origin, a body, past the limit, a listing not remembered, a query string, a
 * session that fails to read) is handed on to the route (views.routes.ts), counted by the limit
 * once, so every other answer (403, 404, 400, 413, 429, 503) is the app's own.
 */
export function viewBeacon(deps: ViewBeaconDeps): onRequestHookHandler {
  const { views, marks, count, sessionUser, answered } = deps;
  const trusted = new Set(deps.trustedOrigins);
  const head = deps.headers.flat();

  function noContent(request: FastifyRequest, reply: FastifyReply, started: number) {
    // Taken from Fastify: no hook, serializer or log runs after this one.
    reply.hijack();
    // The headers the app's hooks would have set: the API's, the request id, the server's time.
    const time = `app;dur=${reply.elapsedTime.toFixed(1)}`;
    reply.raw.writeHead(204, [...head, 'X-Request-Id', request.id, 'Server-Timing', time]).end();
    answered((performance.now() - started) / 1000);
  }

  return function beacon(request, reply, done) {
    const { url } = request;
    if (request.method !== 'POST' || !url.endsWith(SUFFIX) || !url.startsWith(PREFIX)) {
      return done();
    }
    const started = performance.now();
    const { headers } = request;
    // Another site's request: the origin guard answers 403, uncounted, as for any API route.
    if (headers.origin !== undefined && !trusted.has(headers.origin)) return done();
    const address = clientKey(request.ip);

    const counted = (wait: number | null) => {
      const listingId = url.slice(PREFIX.length, -SUFFIX.length);
      const ownerId = views.knownOwner(listingId);
      const length = headers['content-length'];
      const body =
        (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
      if (wait !== null || body || ownerId === undefined) {
        marks.set(request, wait);
        return done();
      }
      const view = { listingId, headers, address, ownerId, viewerId: null };
      if (views.notCounted(headers)) return noContent(request, reply, started);
      if (headers.cookie === undefined) {
        views.take(view);
        return noContent(request, reply, started);
      }
      sessionUser(request, reply).then(
        (user) => {
          views.take({ ...view, viewerId: user?.id ?? null });
          noContent(request, reply, started);
        },
        // The route reads the session again and answers as the app does (503 without a database).
        () => {
          marks.set(request, null);
          done();
        },
      );
    };
    const wait = count(`ip:${address}`);
    if (wait instanceof Promise) void wait.then(counted);
    else counted(wait);
  };
}
