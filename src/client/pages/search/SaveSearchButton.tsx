import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInPath } from '../../../shared/next-path';
import type { SearchFilters } from '../../../shared/search-filters';
import { searchTexts } from '../../../shared/texts/search';
import { sessionQuery } from '../../api/get-session';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';
import { SaveSearchDialog } from './SaveSearchDialog';

/**
 * "Save search": for a signed-in person the dialog; a visitor goes to sign in first, and comes
 * back to this search (`next`).
 */
export function SaveSearchButton(props: {
  filters: SearchFilters;
  /** The URL's place as this page names it (the suggested name says it so). */
  placeLabel?: string | undefined;
}) {
  const { filters, placeLabel } = props;
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const press = async () => {
    const session = await queryClient.ensureQueryData(sessionQuery());
    if (session) setOpen(true);
    else void navigate(signInPath(pathname + search));
  };
  // Who is signed in could not be asked (the network failed): nothing can be saved now.
  const onPress = () => void press().catch(() => notify.error(searchTexts.save.failed));

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={!hydrated}
        onClick={onPress}
      >
        {searchTexts.save.button}
      </button>
      <SaveSearchDialog
        open={open}
        onClose={() => setOpen(false)}
        filters={filters}
        placeLabel={placeLabel}
      />
    </>
  );
}
