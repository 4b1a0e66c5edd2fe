import type { SocialProvider } from '../../shared/schemas/account';

/** The `type` of the message the sign-in popup posts to this window when it is done. */
export const POPUP_MESSAGE_TYPE = 'better-auth:oauth-popup';
const POPUP_NAME = 'homestead-oauth';
const POPUP_FEATURES = 'width=500,height=600';
const CLOSED_POLL_MS = 500;

export type PopupOutcome = 'signed-in' | 'failed';

interface PopupMessage {
  type?: unknown;
  nonce?: unknown;
  token?: unknown;
  error?: unknown;
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
 * cookie is already set) or `{type, nonce, error}`; a popup closed without a message failed.
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
      settle(typeof data.token === 'string' && data.token && !data.error ? 'signed-in' : 'failed');
    };
    // The popup's last act is the message, then it closes: a closed popup without a message
    // was closed by the visitor (or its page failed).
    const closedPoll = window.setInterval(() => {
      if (popup.closed) settle('failed');
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
