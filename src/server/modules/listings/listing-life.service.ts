import type { Listing } from '../../../shared/schemas/listing';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import type { ListingsRepository } from './listings.repository';
import type { ListingsService } from './listings.service';
import type { ListingRow } from './listings.table';
import { owned } from './owned';

/**
 * What an owner does with a listing after publishing it: mark it rented or sold (it leaves the
 * public lists, its page stays), list it again, and renew it (docs/product.md#a-listings-life).
 */
export function createListingLifeService(deps: {
  repository: ListingsRepository;
  listings: ListingsService;
  /** The time a relisted or renewed listing starts its new life. */
  clock: Clock;
}) {
  const { repository, listings, clock } = deps;

  /** Changes the owner's listing, its row locked against a save at the same time. */
  const change = (
    userId: string,
    id: string,
    write: (tx: Db) => Promise<ListingRow | undefined>,
  ): Promise<Listing> =>
    repository.transaction(async (tx) => {
      owned(await repository.lockById(tx, id), userId);
      return listings.toDto((await write(tx))!);
    });

  return {
    /** "Mark <name> as rented" (a rent) or "as sold" (a sale); again: no change. */
    close: (userId: string, id: string) =>
      change(userId, id, (tx) => repository.setClosed(id, true, clock.now(), tx)),
    /** "Relist <name>": on offer again, and renewed. */
    relist: (userId: string, id: string) =>
      change(userId, id, (tx) => repository.setClosed(id, false, clock.now(), tx)),
    /**
     * "Renew <name>": current for LISTING_TTL_DAYS from now. An expired listing is listed again;
     * a current one starts its time anew (not reminded or expired before then); a rented, sold
     * or hidden one stays so.
     */
    renew: (userId: string, id: string) =>
      change(userId, id, (tx) => repository.renew(id, clock.now(), tx)),
  };
}

export type ListingLifeService = ReturnType<typeof createListingLifeService>;
