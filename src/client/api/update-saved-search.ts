import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearches, SavedSearchUpdate } from '../../shared/schemas/saved';
import { sendJson } from './http';
import { savedKeys } from './saved-keys';

/** PATCH /api/me/searches/:id: its name or how often it mails; the search as it now is. */
export function updateSavedSearch(id: string, update: SavedSearchUpdate): Promise<SavedSearch> {
  return sendJson<SavedSearch>('PATCH', `/api/me/searches/${encodeURIComponent(id)}`, update);
}

/** Changes a saved search; the cached list shows the server's answer. */
export function useUpdateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<SavedSearch, Error, { id: string; update: SavedSearchUpdate }>({
    mutationFn: ({ id, update }) => updateSavedSearch(id, update),
    onSuccess: (search) =>
      queryClient.setQueryData<SavedSearches>(
        savedKeys.searches(userId),
        (data) =>
          data && {
            searches: data.searches.map((each) => (each.id === search.id ? search : each)),
          },
      ),
  });
}
