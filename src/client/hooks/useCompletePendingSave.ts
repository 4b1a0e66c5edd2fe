import { useEffect } from 'react';
import { useSession } from '../api/get-session';
import { useToggleSavedHome } from '../api/toggle-saved-home';
import { takePendingSave } from '../lib/pending-save';

/**
 * Saves the home a visitor pressed "Save" on once they have signed in, whichever way (password,
 * sign-up, social popup or redirect), on whichever page they come back to.
 */
export function useCompletePendingSave(): void {
  const userId = useSession().data?.user.id;
  const { mutate } = useToggleSavedHome();
  useEffect(() => {
    if (!userId) return;
    const listingId = takePendingSave();
    if (listingId) mutate({ userId, listingId, saved: true });
  }, [userId, mutate]);
}
