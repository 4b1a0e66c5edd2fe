import { SAVED_ERROR_CODES } from '../../../shared/api-errors';
import { SAVED_HOMES_MAX } from '../../../shared/constants';
import type { Listing } from '../../../shared/schemas/listing';
import type { SavedHomes } from '../../../shared/schemas/saved';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { ListingRow } from '../listings/listings.table';
import type { SavedHomesRepository } from './saved-homes.repository';

/** An account's shortlist: at most SAVED_HOMES_MAX homes, each saved or removed any number of times. */
export function createSavedHomesService(deps: {
  repository: SavedHomesRepository;
  clock: Clock;
  toDto: (row: ListingRow) => Listing;
}) {
  const { repository, toDto } = deps;
  return {
    async list(userId: string): Promise<SavedHomes> {
      const rows = await repository.list(userId);
      return {
        items: rows.map((row) => ({ ...toDto(row.listing), savedAt: row.savedAt.toISOString() })),
      };
    },

    ids: (userId: string) => repository.ids(userId).then((ids) => ({ ids })),

    async save(userId: string, listingId: string): Promise<void> {
      const outcome = await repository.save(userId, listingId, SAVED_HOMES_MAX, deps.clock.now());
      if (outcome === 'unknown-listing') throw notFound('Listing');
      if (outcome === 'full') {
        throw new AppError(409, SAVED_ERROR_CODES.full, (texts) =>
          texts.api.savedHomesFull({ max: SAVED_HOMES_MAX }),
        );
      }
    },

    async remove(userId: string, listingId: string): Promise<void> {
      if (!(await repository.remove(userId, listingId))) throw notFound('Listing');
    },
  };
}

export type SavedHomesService = ReturnType<typeof createSavedHomesService>;
