import type { Language } from '../../shared/languages';

/**
 * PUT /api/me/language: keeps the signed-in user's choice of language with the account. Sent as
 * the browser leaves for the other language's page, so it must outlive the page (keepalive); a
 * failure is not the user's concern (the next choice sends it again).
 */
export function putAccountLanguage(language: Language): void {
  void fetch('/api/me/language', {
    method: 'PUT',
    keepalive: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}
