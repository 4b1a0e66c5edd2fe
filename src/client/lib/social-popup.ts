import type { SocialProvider } from '../../shared/schemas/account';

/** The `type` of the message the sign-in popup posts to this window when it is done. */
export const POPUP_MESSAGE_TYPE = 'better-auth:oauth-popup';
const POPUP_NAME = 'homestead-oauth';
const POPUP_FEATURES = 'width=500,height=600';
const CLOSED_POLL_MS = 500;

/** The popup closed without a message: the visitor closed it, or its message came too late. */
export const POPUP_CLOSED = 'closed';

/**
 * Signed in, or not, with the error code the sign-in failed with ('failed' when none was said,
 * POPUP_CLOSED when the popup closed without a word).
 */
export type PopupOutcome = { signedIn: true } | { signedIn: false; code: string };

interface PopupMessage {
  type?: unknown;
  nonce?: unknown;
  token?: unknown;
  error?: unknown;
}

/** The code of the popup's error (`{ code, description }`), or 'failed'. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code !== '' ? code : 'failed';
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Opens the provider's sign-in in a popup on our own origin (the server's
 * /api/auth/oauth-popup/start). Returns null when the browser blocked the popup; otherwise a
 * promise of the outcome: the popup's page posts `{type, nonce, token}` (signed in: the session
 * cookie is already set) or `{type, nonce, error}` (its code: ACCOUNT_SUSPENDED for a suspended
 * account); a popup closed without a message, POPUP_CLOSED.
 */
export function openSignInPopup(provider: SocialProvider): Promise<PopupOutcome> | null {
  const nonce = randomNonce();
  const origin = window.location.origin;
  const start =
    `/api/auth/oauth-popup/start?provider=${encodeURIComponent(provider)}` +
    `&popupOrigin=${encodeURIComponent(origin)}&popupNonce=${nonce}&callbackURL=/`;
  const popup = window.open(start, POPUP_NAME, POPUP_FEATURES);
  if (!popup) return null;

  return new Promise<PopupOutcome>((resolve) => {
    const settle = (outcome: PopupOutcome) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent<PopupMessage | null>) => {
      if (event.origin !== origin) return;
      const data = event.data;
      if (data?.type !== POPUP_MESSAGE_TYPE || data.nonce !== nonce) return;
      if (typeof data.token === 'string' && data.token && !data.error) settle({ signedIn: true });
      else settle({ signedIn: false, code: errorCode(data.error) });
    };
    // The popup's last act is the message, then it closes. On a busy phone this window may see
    // it closed before the message is read: the caller asks the server (POPUP_CLOSED).
    const closedPoll = window.setInterval(() => {
      if (popup.closed) settle({ signedIn: false, code: POPUP_CLOSED });
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
