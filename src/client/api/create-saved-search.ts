import { useMutation } from '@tanstack/react-query';
import type { NewSavedSearch, SavedSearch } from '../../shared/schemas/saved';
import { sendJson } from './http';

/** POST /api/me/searches: 201 and the saved search; 409 past the most one may keep. */
export function createSavedSearch(body: NewSavedSearch): Promise<SavedSearch> {
  return sendJson<SavedSearch>('POST', '/api/me/searches', body);
}

export function useCreateSavedSearch() {
  return useMutation({ mutationFn: createSavedSearch });
}
