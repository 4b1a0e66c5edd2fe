/**
 * A form the server answered (a control pressed before the app's code had arrived) leaves the
 * page it redirects to a toast to show, as the app would have shown it: this cookie, which the
 * server reads and clears as it renders that page, the notice shown in it at once.
 */
export const NOTICE_COOKIE = 'homestead-notice';

export interface PageNotice {
  kind: 'success' | 'error';
  text: string;
}

/** The cookie's value as read back: a notice, or null for anything else. */
export function readNotice(value: string | undefined): PageNotice | null {
  if (!value) return null;
  try {
    const notice = JSON.parse(value) as Partial<PageNotice>;
    const { kind, text } = notice;
    if ((kind === 'success' || kind === 'error') && typeof text === 'string' && text.length < 500) {
      return { kind, text };
    }
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/** Where a rendered page's notice travels in its query data, for the browser to show the same. */
export const NOTICE_QUERY_KEY = ['page-notice'] as const;
