import type { SocialProvider } from '../../shared/schemas/account';
import { sendJson } from './http';

/**
 * POST /api/auth/sign-in/social: where to send the whole page for the provider's sign-in (used
 * when the browser blocks the popup). The provider sends the visitor back to `callbackURL`.
 */
export function socialSignInUrl(provider: SocialProvider, callbackURL = '/'): Promise<string> {
  return sendJson<{ url: string }>('POST', '/api/auth/sign-in/social', {
    provider,
    callbackURL,
  }).then((answer) => answer.url);
}
