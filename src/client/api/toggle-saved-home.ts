import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedHomeIds } from '../../shared/schemas/saved';
import { savedTexts } from '../../shared/texts/saved';
import { notify } from '../lib/notify';
import { ApiRequestError, sendJson } from './http';
import { savedKeys } from './saved-keys';

export interface SavedHomeChange {
  userId: string;
  listingId: string;
  /** true: save it; false: forget it. */
  saved: boolean;
}

/** PUT or DELETE /api/me/saved/:listingId: 204 either way, and either may be repeated. */
export async function setSavedHome(listingId: string, saved: boolean): Promise<void> {
  await sendJson<null>(saved ? 'PUT' : 'DELETE', `/api/me/saved/${encodeURIComponent(listingId)}`);
}

const MUTATION_KEY = ['toggle-saved-home'];

const withId = (ids: string[], id: string, saved: boolean) =>
  saved ? [...ids.filter((each) => each !== id), id] : ids.filter((each) => each !== id);

/**
 * Saves or forgets a home. The toggle changes at once; a failure puts it back and says so in a
 * toast. The /saved list is read again afterwards.
 */
export function useToggleSavedHome() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, SavedHomeChange, { previous: SavedHomeIds | undefined }>({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ listingId, saved }) => setSavedHome(listingId, saved),
    onMutate: async ({ userId, listingId, saved }) => {
      const key = savedKeys.homeIds(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedHomeIds>(key);
      queryClient.setQueryData<SavedHomeIds>(key, (data) => ({
        ids: withId(data?.ids ?? [], listingId, saved),
      }));
      return { previous };
    },
    onError: (error, { userId, saved }, context) => {
      queryClient.setQueryData(savedKeys.homeIds(userId), context?.previous);
      // A full list (409) says so in the server's words; anything else is worth another try.
      const full = error instanceof ApiRequestError && error.status === 409;
      notify.error(full ? error.message : saved ? savedTexts.saveFailed : savedTexts.removeFailed);
    },
    onSettled: async (_result, _error, { userId }) => {
      // Another press still on its way: reading the list now could show this one's answer over
      // that press's change. The last to settle reads it.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedKeys.homeIds(userId) }),
        queryClient.invalidateQueries({ queryKey: savedKeys.homes(userId) }),
      ]);
    },
  });
}
