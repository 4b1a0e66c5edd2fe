import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PerMinute } from '../../lib/request-counter';
import { appModule } from '../app-module';
import { createListingViews } from './listing-views';
import { visitorsPruneJob } from './prune-job';
import { createStatisticsRepository } from './statistics.repository';
import { statisticsRoutes } from './statistics.routes';
import { createStatisticsService } from './statistics.service';
import { createViewsRepository } from './views.repository';
import { viewsRoutes } from './views.routes';

export type { ListingViews } from './listing-views';

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
  return appModule({
    name: 'statistics',
    /** `views.flush()` writes the views waiting in memory now (tests, benchmarks). */
    views,
    apiRoutes: [viewsRoutes({ views, limit: deps.limit }), statisticsRoutes({ service })],
    jobs: [visitorsPruneJob({ repository, clock, log })],
  });
}
