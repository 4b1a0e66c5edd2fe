import type { FastifyBaseLogger } from 'fastify';
import { indiaDate } from '../../../shared/listing-facts';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { createListingGate } from './listing-gate';
import { notCounted } from './not-counted';
import { createViewRecorder } from './view-recorder';
import { createVisitorHash, type VisitorSignals } from './visitor-hash';
import type { ViewsRepository } from './views.repository';

/** Views wait in memory this long at most before they are written (and shown). */
export const VIEWS_FLUSH_MS = 2_000;
/** Views one instance holds at most between writes (some 200 bytes each). */
export const VIEWS_BUFFER_MAX = 10_000;

export interface ListingViewsDeps {
  repository: ViewsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  authSecret: string;
  flushMs?: number | undefined;
}

/** A beacon's request as the count needs it. */
export interface ViewRequest {
  listingId: string;
  headers: Parameters<typeof notCounted>[0];
  /** The client's address as the rate limits key it. */
  address: string;
  /** The signed-in viewer, read only when the request carries cookies. */
  viewer: () => Promise<string | null>;
}

/** A beacon's request for a listing known to be listed, its owner and viewer read. */
export interface KnownView extends Omit<ViewRequest, 'viewer'> {
  ownerId: string;
  viewerId: string | null;
}

/**
 * Counting views (docs/product.md#listing-statistics): once per person, listing and India day,
 * never the owner's, a crawler's or a prefetch's. A view costs its request no query: the
 * listing's owner comes from a cache of a minute, the person is a keyed hash, and the view
 * waits in memory for the next write (view-recorder.ts). The beacon's fast path
 * (view-beacon.ts) takes the steps one by one; the route calls `view`.
 */
export function createListingViews(deps: ListingViewsDeps) {
  const { clock } = deps;
  const gate = createListingGate((id) => deps.repository.gateRow(id));
  const hash = createVisitorHash(deps.authSecret);
  const recorder = createViewRecorder({
    write: (views) => deps.repository.write(views),
    flushMs: deps.flushMs ?? VIEWS_FLUSH_MS,
    capacity: VIEWS_BUFFER_MAX,
    log: deps.log,
  });

  /** Takes the view of a person (not a crawler's or a prefetch's); says whether it may count. */
  function take(view: KnownView): boolean {
    if (view.viewerId === view.ownerId) return false;
    const day = indiaDate(clock.now());
    const who: VisitorSignals = { address: view.address, userAgent: view.headers['user-agent']! };
    const visitor = hash(day, view.listingId, who);
    const { listingId, viewerId } = view;
    return recorder.add({ listingId, day, visitor, viewerId }) === 'added';
  }

  return {
    /** Takes a view of a listed listing (404 for any other); says whether it may count. */
    async view(request: ViewRequest): Promise<boolean> {
      const ownerId = await gate.owner(request.listingId);
      if (ownerId === null) throw notFound('Listing');
      if (notCounted(request.headers)) return false;
      const viewerId = request.headers.cookie ? await request.viewer() : null;
      return take({ ...request, ownerId, viewerId });
    },
    /** The owner of a listed listing if remembered now; undefined when the database must say. */
    knownOwner: gate.known,
    notCounted,
    take,
    flush: recorder.flush,
    close: recorder.close,
  };
}

export type ListingViews = ReturnType<typeof createListingViews>;
