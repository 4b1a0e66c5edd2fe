import { appModule } from '../app-module';
import { createListingExpiry, type ListingExpiryDeps } from './listing-expiry';

/** A listing's expiry (listing-expiry.ts): its job, and the reminder's renew link under /api. */
export function createExpiryModule(deps: ListingExpiryDeps) {
  const expiry = createListingExpiry(deps);
  return appModule({
    name: 'expiry',
    apiRoutes: [expiry.apiRoutes],
    jobs: [expiry.job],
  });
}
