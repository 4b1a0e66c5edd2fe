import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearches } from '../../shared/schemas/saved';
import { isNotFound, sendJson } from './http';
import { savedKeys } from './saved-keys';

/** DELETE /api/me/searches/:id: 204. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await sendJson<null>('DELETE', `/api/me/searches/${encodeURIComponent(id)}`);
}

/** Deletes a saved search (one already gone counts as deleted) and drops it from the list. */
export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) =>
      deleteSavedSearch(id).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      }),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<SavedSearches>(
        savedKeys.searches(userId),
        (data) => data && { searches: data.searches.filter((each) => each.id !== id) },
      ),
  });
}
