import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInPath } from '../../../shared/next-path';
import type { Listing } from '../../../shared/schemas/listing';
import { moderationTexts } from '../../../shared/texts/moderation';
import { sessionQuery, useSession } from '../../api/get-session';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';
import {
  forgetPendingReport,
  pendingReport,
  rememberPendingReport,
} from '../../lib/pending-report';

// The dialog and its form's rules (zod) load when it first opens, not with the listing's page.
const ReportDialog = lazy(() => import('./ReportDialog'));

// Storage is read as the page renders; the server (and the page's hydration) sees none.
const unchanging = () => () => {};
const noPendingReport = () => null;

/**
 * "Report this listing" (not for its owner): the report dialog for a signed-in person; a visitor
 * signs in first and comes back to this page (`next`), where the dialog opens again.
 */
export function ReportListingButton({ listing }: { listing: Pick<Listing, 'id' | 'name'> }) {
  // Opened or closed here; until then (null), open when back from signing in to report it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const userId = useSession().data?.user.id;
  const pending = useSyncExternalStore(unchanging, pendingReport, noPendingReport);
  const open = chosen ?? (userId !== undefined && pending === listing.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();

  const close = () => {
    forgetPendingReport();
    setChosen(false);
  };

  const press = async () => {
    const session = await queryClient.ensureQueryData(sessionQuery());
    if (session) {
      setChosen(true);
      return;
    }
    rememberPendingReport(listing.id);
    void navigate(signInPath(pathname + search));
  };

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={!hydrated}
        onClick={() => void press().catch(() => notify.error(moderationTexts.report.failed))}
      >
        {moderationTexts.report.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog listingId={listing.id} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
