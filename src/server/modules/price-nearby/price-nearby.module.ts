import type { Db } from '../../db/client';
import { appModule } from '../app-module';
import { createPriceNearbyRepository } from './price-nearby.repository';
import { priceNearbyRoutes } from './price-nearby.routes';
import { createPriceNearbyService } from './price-nearby.service';

export type { PriceNearbyService } from './price-nearby.service';

/** "Price nearby" on a listed home's page: its price beside the median of similar homes around. */
export function createPriceNearbyModule(deps: { db: Db }) {
  const service = createPriceNearbyService({ repository: createPriceNearbyRepository(deps.db) });
  return appModule({
    name: 'price-nearby',
    service,
    apiRoutes: [priceNearbyRoutes({ service })],
  });
}
