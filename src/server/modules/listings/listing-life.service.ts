import type { Listing } from '../../../shared/schemas/listing';
import type { ListingsRepository } from './listings.repository';
import type { ListingsService } from './listings.service';
import { owned } from './owned';

/**
 * What an owner does with a listing after publishing it: mark it rented or sold (it leaves the
 * public lists, its page stays) and list it again.
 */
export function createListingLifeService(deps: {
  repository: ListingsRepository;
  listings: ListingsService;
}) {
  const { repository, listings } = deps;

  /** Sets the mark on the owner's listing, its row locked against a save at the same time. */
  const mark = (userId: string, id: string, closed: boolean): Promise<Listing> =>
    repository.transaction(async (tx) => {
      owned(await repository.lockById(tx, id), userId);
      const row = await repository.setClosed(id, closed, tx);
      return listings.toDto(row!);
    });

  return {
    /** "Mark <name> as rented" (a rent) or "as sold" (a sale); again: no change. */
    close: (userId: string, id: string) => mark(userId, id, true),
    /** "Relist <name>": on offer again, and renewed. */
    relist: (userId: string, id: string) => mark(userId, id, false),
  };
}

export type ListingLifeService = ReturnType<typeof createListingLifeService>;
