import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { PlaceFinder } from '../../lib/geocoder';
import { appModule } from '../app-module';
import type { Metrics } from '../metrics/metrics';
import type { ListingsService } from '../listings/listings.module';
import { createCellSearch } from './cell-search';
import { createCellSearchRepository } from './cell-search.repository';
import { createCellStore } from './cell-store';
import { createListingCellsRepository } from './listing-cells.repository';
import { createSearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

/** Search (/api/search): the listings on the map and in the list, and the places they are in. */
export function createSearchModule(deps: {
  db: Db;
  listings: ListingsService;
  places: PlaceFinder;
  perMinute: number;
  redis: Redis | undefined;
  /** Listings of searched places kept in memory at most; 0: every search is the SQL's. */
  memoryListings: number;
  log: FastifyBaseLogger;
  metrics: Metrics;
}) {
  const { places } = deps;
  const repository = createCellSearchRepository(deps.db);
  const store =
    deps.memoryListings > 0
      ? createCellStore({
          read: repository.read,
          budget: deps.memoryListings,
          onError: (error) => deps.log.warn({ err: error }, 'search: a place could not be kept'),
          onKept: (listings) => deps.metrics.searchMemoryListings.set(listings),
        })
      : undefined;
  const service = createSearchService({
    repository: createSearchRepository(deps.db),
    cells: createListingCellsRepository(deps.db),
    listings: deps.listings,
    places,
    inMemory:
      store &&
      createCellSearch({
        store,
        repository,
        onOutcome: (outcome) => deps.metrics.searchesInMemory.inc({ outcome }),
      }),
  });
  const limit = { perMinute: deps.perMinute, redis: deps.redis };
  return appModule({
    name: 'search',
    apiRoutes: [searchRoutes({ service, places, limit, settled: () => store?.settled() })],
  });
}
