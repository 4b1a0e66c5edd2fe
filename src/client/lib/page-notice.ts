import { NOTICE_COOKIE, readNotice } from '../../shared/page-notice';
import { notify } from './notify';

/**
 * Shows the toast a form the server answered left for this page, once, and clears it. The
 * cookie library is loaded only when there is one: almost no page has a notice.
 */
export async function showPageNotice(): Promise<void> {
  if (!document.cookie.includes(`${NOTICE_COOKIE}=`)) return;
  const { parseCookie, stringifySetCookie } = await import('cookie');
  const notice = readNotice(parseCookie(document.cookie)[NOTICE_COOKIE]);
  document.cookie = stringifySetCookie(NOTICE_COOKIE, '', {
    path: '/',
    maxAge: 0,
    sameSite: 'lax',
  });
  if (notice) notify[notice.kind](notice.text);
}
