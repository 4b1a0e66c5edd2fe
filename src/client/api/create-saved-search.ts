import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewSavedSearch, SavedSearch } from '../../shared/schemas/saved';
import { sendJson } from './http';
import { savedKeys } from './saved-keys';

/** POST /api/me/searches: 201 and the saved search; 409 past the most one may keep. */
export function createSavedSearch(body: NewSavedSearch): Promise<SavedSearch> {
  return sendJson<SavedSearch>('POST', '/api/me/searches', body);
}

/** Saves a search; /saved reads its list again. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
