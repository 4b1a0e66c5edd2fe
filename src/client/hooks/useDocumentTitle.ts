import { useEffect } from 'react';

export const APP_NAME = 'Homestead';

/** Sets the document title to "<title> · Homestead" while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
