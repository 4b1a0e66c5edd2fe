import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountTexts } from '../../../shared/texts/account';
import { clientConfigQuery, useClientConfig } from '../../api/get-client-config';
import { sessionQuery } from '../../api/get-session';
import { sessionKey } from '../../api/session-key';
import { socialSignInUrl } from '../../api/sign-in-social';
import { socialSignInErrorMessage } from '../../lib/account-errors';
import { notify } from '../../lib/notify';
import { GoogleLogo } from '../icons/GoogleLogo';
import { openSignInPopup, POPUP_CLOSED } from '../../lib/social-popup';
import styles from './SocialSignInButton.module.css';
import { useHydrated } from '../../hooks/useHydrated';

/**
 * "Sign in with Google": the configured social provider in a popup; the whole page goes to the
 * provider when the browser blocks popups. Signed in, the visitor goes on to `next`. Without a provider, the product's social error toast (docs/product.md#accounts).
 */
export function SocialSignInButton({ next = '/' }: { next?: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Loaded with the page, so the popup opens within the click (browsers block later ones).
  const config = useClientConfig();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const provider =
        config.data?.socialProvider !== undefined
          ? config.data.socialProvider
          : (await queryClient.fetchQuery(clientConfigQuery())).socialProvider;
      if (!provider) throw new Error('No social sign-in is configured');
      const popup = openSignInPopup(provider);
      if (!popup) {
        window.location.assign(await socialSignInUrl(provider, next));
        return;
      }
      const outcome = await popup;
      // Closed before its message was read: signed in if the server says so.
      const signedInAfterAll = async () =>
        (await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 })) !== null;
      if (!outcome.signedIn && !(outcome.code === POPUP_CLOSED && (await signedInAfterAll()))) {
        notify.error(socialSignInErrorMessage(outcome.code));
        return;
      }
      navigate(next);
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    } catch {
      notify.error(accountTexts.social.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`button button-secondary ${styles.button}`}
      aria-disabled={busy || undefined}
      disabled={!hydrated}
      onClick={() => void signIn()}
    >
      <GoogleLogo />
      {accountTexts.social.button}
    </button>
  );
}
