import { useContext, useEffect } from 'react';
import { commonTexts } from '../../shared/texts/common';
import { ServerPageContext, type PageMeta } from '../lib/server-page';

/** "<title> · Homestead", or the app's name alone. */
export function documentTitle(title: string | null): string {
  return title ? commonTexts.pageTitle({ page: title }) : commonTexts.appName;
}

/**
 * What a page says of itself: its title, and on the server also its description, its listing
 * (canonical URL, preview tags, structured data) and its status. In the browser it sets the
 * document title to "<title> · Homestead" while the page is shown; on the server all of it goes
 * into the head and the status of the answer.
 */
export function usePageHead(title: string | null, page: Omit<PageMeta, 'title'> = {}): void {
  const server = useContext(ServerPageContext);
  server?.describe({ title, ...page });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
