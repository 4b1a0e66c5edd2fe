import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appModule } from '../app-module';
import type { ListingsService } from '../listings/listings.module';
import { createSavedHomesRepository } from './saved-homes.repository';
import { savedHomesRoutes } from './saved-homes.routes';
import { createSavedHomesService } from './saved-homes.service';

/** A user's saved homes (/api/users/:id/saved-homes), shown as the listings module shows them. */
export function createSavedHomesModule(deps: { db: Db; clock: Clock; listings: ListingsService }) {
  const service = createSavedHomesService({
    repository: createSavedHomesRepository(deps.db),
    clock: deps.clock,
    toDto: deps.listings.toDto,
  });
  return appModule({ name: 'saved-homes', apiRoutes: [savedHomesRoutes({ service })] });
}
