import type { Redis } from 'ioredis';
import type { OwnerReplyTime } from '../../../shared/schemas/listing';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage/storage';
import { appModule } from '../app-module';
import { listingLifeRoutes } from './listing-life.routes';
import { createListingLifeService } from './listing-life.service';
import { createListingsRepository } from './listings.repository';
import { listingsRoutes } from './listings.routes';
import { createListingsService } from './listings.service';
import { createPublishingService, type PublishingDeps } from './publishing.service';

export { imagesNamedByListings, type ListingsRepository } from './listings.repository';
export { listingStatus, type ListingsService } from './listings.service';

export interface ListingsModuleDeps extends Pick<
  PublishingDeps,
  'pendingImages' | 'imageDeletions' | 'geocoding' | 'geocodingEnabled' | 'alertQueue'
> {
  db: Db;
  storage: Storage;
  clock: Clock;
  savesPerHour: number;
  redis: Redis | undefined;
  /** How fast an owner usually replies to messages: the listing's detail says it. */
  ownerReplyTime?: (ownerId: string) => Promise<OwnerReplyTime>;
}

/** Listings: their routes and life (renewal, withdrawal), and the parts other modules read. */
export function createListingsModule(deps: ListingsModuleDeps) {
  const { clock } = deps;
  const repository = createListingsRepository(deps.db);
  const listings = createListingsService({
    repository,
    storage: deps.storage,
    clock,
    ownerReplyTime: deps.ownerReplyTime,
  });
  const publishing = createPublishingService({ ...deps, listings, repository });
  const life = createListingLifeService({ repository, listings, clock });
  return appModule({
    name: 'listings',
    repository,
    listings,
    apiRoutes: [
      listingsRoutes({
        service: listings,
        publishing,
        savesPerHour: deps.savesPerHour,
        redis: deps.redis,
      }),
      listingLifeRoutes({ life }),
    ],
  });
}
