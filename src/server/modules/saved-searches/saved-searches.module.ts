import type { Db } from '../../db/client';
import type { PlaceFinder } from '../../lib/geocoder';
import { appModule } from '../app-module';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { savedSearchesRoutes } from './saved-searches.routes';
import { createSavedSearchesService } from './saved-searches.service';

export type { ListedSearch, SavedSearchesRepository } from './saved-searches.repository';

/** Saved searches (/api/saved-searches); the alerts read and unsubscribe through `repository`. */
export function createSavedSearchesModule(deps: { db: Db; places: PlaceFinder }) {
  const repository = createSavedSearchesRepository(deps.db);
  const service = createSavedSearchesService({ repository, places: deps.places });
  return appModule({
    name: 'saved-searches',
    repository,
    apiRoutes: [savedSearchesRoutes({ service })],
  });
}
