import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PerMinute } from '../../lib/request-counter';
import { appModule } from '../app-module';
import { createListingViews, type ListingViews } from './listing-views';
import { visitorsPruneJob } from './prune-job';
import { createStatisticsRepository } from './statistics.repository';
import { statisticsRoutes } from './statistics.routes';
import { viewBeacon, type BeaconMarks } from './view-beacon';
import { createClientLimit } from './view-limit';
import { createStatisticsService } from './statistics.service';
import { createViewsRepository } from './views.repository';
import { viewsRoutes } from './views.routes';

export type { ListingViews } from './listing-views';

declare module 'fastify' {
  interface FastifyInstance {
    /** The listings' views: `listingViews.flush()` writes those waiting in memory now (tests). */
    readonly listingViews: Pick<ListingViews, 'flush'>;
  }
}

/** The labels of the beacon's 204 in the request metrics (modules/metrics/request-metrics.ts). */
const BEACON_ANSWERED = { method: 'POST', route: '/api/listings/:id/views', status_code: '204' };

export interface StatisticsModuleDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The key of the visitors' daily keys (visitor-hash.ts). */
  authSecret: string;
  /** Views recorded per minute and client (VIEW_RATE_LIMIT). */
  limit: PerMinute;
  /** How long views wait in memory before they are written; 2 s by default. */
  flushMs?: number | undefined;
  /** The origins the API's origin guard allows. */
  trustedOrigins: readonly string[];
  /** The headers of every API answer (plugins/security-headers.ts). */
  apiHeaders: readonly (readonly [string, string])[];
}

/**
 * A listing's statistics for its owner: views counted without tracking (the beacon), saves and
 * conversations per India day (docs/product.md#listing-statistics).
 */
export function createStatisticsModule(deps: StatisticsModuleDeps) {
  const { db, clock, log } = deps;
  const repository = createViewsRepository(db);
  const views = createListingViews({ ...deps, repository });
  const service = createStatisticsService({ repository: createStatisticsRepository(db), clock });
  // One count per client, shared by the beacon's fast path and its route.
  const count = createClientLimit({
    max: deps.limit.perMinute,
    redis: deps.limit.redis,
    nameSpace: 'homestead-views-limit:',
  });
  const marks: BeaconMarks = new WeakMap();
  return appModule({
    name: 'statistics',
    /** `views.flush()` writes the views waiting in memory now (tests, benchmarks). */
    views,
    /**
     * The app's first onRequest hook: the beacon's common case, ahead of every other hook. It
     * reads the session as the routes do (`app.identify`), and counts its answers in the
     * request metrics, whose own hook it never reaches.
     */
    beacon: (app: FastifyInstance) =>
      viewBeacon({
        views,
        count,
        marks,
        trustedOrigins: deps.trustedOrigins,
        headers: deps.apiHeaders,
        async sessionUser(request, reply) {
          await app.identify.call(app, request, reply);
          return request.user;
        },
        answered: (seconds) => app.metrics.httpDuration.observe(BEACON_ANSWERED, seconds),
      }),
    apiRoutes: [viewsRoutes({ views, count, marks }), statisticsRoutes({ service })],
    jobs: [visitorsPruneJob({ repository, clock, log })],
  });
}
