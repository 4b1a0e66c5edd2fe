import type { SocialProvider } from '../../shared/schemas/account';
import { pathInLanguage } from '../../shared/languages';
import { signInPath } from '../../shared/next-path';
import { pageLanguage } from '../../shared/texts/language';
import { sendJson } from './http';

/**
 * POST /api/auth/sign-in/social: where to send the whole page for the provider's sign-in (used
 * when the browser blocks the popup). The provider sends the visitor back to `callbackURL`, or,
 * when the sign-in fails, to /sign-in with its `error` code (the sign-in page says it); both in
 * the page's language.
 */
export function socialSignInUrl(provider: SocialProvider, callbackURL = '/'): Promise<string> {
  return sendJson<{ url: string }>('POST', '/api/auth/sign-in/social', {
    provider,
    callbackURL: pathInLanguage(callbackURL, pageLanguage),
    errorCallbackURL: pathInLanguage(signInPath(callbackURL), pageLanguage),
  }).then((answer) => answer.url);
}
