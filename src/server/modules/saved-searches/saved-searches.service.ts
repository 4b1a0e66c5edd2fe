import { SAVED_SEARCH_ERROR_CODES } from '../../../shared/api-errors';
import { SAVED_SEARCHES_MAX } from '../../../shared/constants';
import type {
  NewSavedSearch,
  SavedSearch,
  SavedSearches,
  SavedSearchUpdate,
} from '../../../shared/schemas/saved';
import { AppError, notFound } from '../../lib/errors';
import type { PlaceFinder } from '../../lib/geocoder';
import { readSavedQuery } from './saved-query';
import type { ListedSearch, SavedSearchesRepository } from './saved-searches.repository';

const toDto = (row: ListedSearch): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
});

const searchNotFound = () => notFound('Saved search');

/**
 * An account's saved searches (docs/product.md#saved-homes-and-searches): at most
 * SAVED_SEARCHES_MAX, each only its owner's.
 */
export function createSavedSearchesService(deps: {
  repository: SavedSearchesRepository;
  places: PlaceFinder;
  /** SAVED_SEARCHES_MAX. */
  max?: number;
}) {
  const { repository, places } = deps;
  const max = deps.max ?? SAVED_SEARCHES_MAX;
  return {
    async list(userId: string): Promise<SavedSearches> {
      return { searches: (await repository.list(userId)).map(toDto) };
    },

    async create(userId: string, input: Required<NewSavedSearch>): Promise<SavedSearch> {
      const read = readSavedQuery(input.query, places);
      const saved = await repository.create(
        {
          userId,
          name: input.name,
          frequency: input.frequency,
          query: read.canonical,
          ...read.columns,
        },
        read.cells,
        max,
      );
      if (!saved) {
        throw new AppError(409, SAVED_SEARCH_ERROR_CODES.tooMany, (t) => t.alerts.tooManySearches);
      }
      return toDto(saved);
    },

    async update(userId: string, id: string, change: SavedSearchUpdate): Promise<SavedSearch> {
      const row = await repository.update(userId, id, change);
      if (!row) throw searchNotFound();
      return toDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw searchNotFound();
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
