import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NOTICE_QUERY_KEY, type PageNotice } from '../../shared/page-notice';

/** As long as a toast stays (the toast library's own time). */
const SHOWN_MS = 5_000;

/**
 * The toast of a press the server answered (a form posted before the app's code had arrived:
 * server/modules/pages/page-forms.routes.ts): rendered with the page, so it shows at once, without the app or
 * the toast library; the same role and words as the app's toast. It goes after a few seconds
 * once the app runs.
 */
export function ServerNotice() {
  const notice = useQueryClient().getQueryData<PageNotice>(NOTICE_QUERY_KEY);
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice || !shown) return null;
  return (
    <div role="alert" className={`server-notice server-notice-${notice.kind}`}>
      {notice.text}
    </div>
  );
}
