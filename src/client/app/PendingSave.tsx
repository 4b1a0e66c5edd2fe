import { useCompletePendingSave } from '../hooks/useCompletePendingSave';
import { useHydrated } from '../hooks/useHydrated';
import { hasPendingSave } from '../lib/pending-save';

function CompletePendingSave() {
  useCompletePendingSave();
  return null;
}

/**
 * Saves the home a visitor pressed "Save" on, once they are signed in. A sibling of the page, not
 * its parent: the session it reads must not re-render the layout while the page is still being
 * hydrated (React would then render the page anew and lose what was typed meanwhile). Nothing at
 * all unless a save waits.
 */
export function PendingSave() {
  // Read again at each render of the layout (each navigation): the save is left for later by the
  // page, then waits through the sign-in pages.
  const hydrated = useHydrated();
  return hydrated && hasPendingSave() ? <CompletePendingSave /> : null;
}
