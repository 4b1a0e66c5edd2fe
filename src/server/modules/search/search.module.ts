import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { PlaceFinder } from '../../lib/geocoder';
import { appModule } from '../app-module';
import type { ListingsService } from '../listings/listings.module';
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
}) {
  const { places } = deps;
  const service = createSearchService({
    repository: createSearchRepository(deps.db),
    cells: createListingCellsRepository(deps.db),
    listings: deps.listings,
    places,
  });
  const limit = { perMinute: deps.perMinute, redis: deps.redis };
  return appModule({
    name: 'search',
    apiRoutes: [searchRoutes({ service, places, limit })],
  });
}
