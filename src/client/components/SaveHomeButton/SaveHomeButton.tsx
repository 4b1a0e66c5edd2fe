import { useLocation, useNavigate } from 'react-router';
import type { Listing } from '../../../shared/schemas/listing';
import { signInPath } from '../../../shared/next-path';
import { savedTexts } from '../../../shared/texts/saved';
import { useIsSaved } from '../../api/get-saved-home-ids';
import { useSession } from '../../api/get-session';
import { useToggleSavedHome } from '../../api/toggle-saved-home';
import { useHydrated } from '../../hooks/useHydrated';
import { rememberPendingSave } from '../../lib/pending-save';
import { HeartIcon } from '../icons/HeartIcon';
import styles from './SaveHomeButton.module.css';

/**
 * "Save <name>": a toggle (aria-pressed) that keeps the home on /saved. A visitor is sent to
 * sign in and comes back to this page with the home saved.
 */
export function SaveHomeButton({ listing }: { listing: Pick<Listing, 'id' | 'name'> }) {
  const session = useSession();
  const userId = session.data?.user.id;
  const saved = useIsSaved(listing.id);
  const toggle = useToggleSavedHome();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();

  const press = () => {
    if (!userId) {
      rememberPendingSave(listing.id);
      void navigate(signInPath(pathname + search));
      return;
    }
    toggle.mutate({ userId, listingId: listing.id, saved: !saved });
  };

  return (
    <button
      type="button"
      className={`icon-button ${styles.button}`}
      aria-label={savedTexts.saveHome({ name: listing.name })}
      aria-pressed={saved ?? false}
      // Until the code runs, and until it knows whether the home is saved: a press then would be
      // lost or guess the wrong way.
      disabled={!hydrated || saved === undefined}
      onClick={press}
    >
      <HeartIcon filled={saved ?? false} />
    </button>
  );
}
