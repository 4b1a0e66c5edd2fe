import { useContext, useEffect } from 'react';
import { ServerPageContext, type PageMeta } from '../lib/server-page';

export const APP_NAME = 'Homestead';

/** "<title> · Homestead", or the app's name alone. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Sets the document title to "<title> · Homestead" while the page is shown. On the server the
 * title, and what else the page says of itself, go into the head of the HTML it renders.
 */
export function useDocumentTitle(title: string | null, page: Omit<PageMeta, 'title'> = {}): void {
  const server = useContext(ServerPageContext);
  server?.describe({ title, ...page });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
