import { useEffect } from 'react';
import { commonTexts } from '../../shared/texts/common';

/** "<title> · Homestead", or the app's name alone. */
export function documentTitle(title: string | null): string {
  return title ? commonTexts.pageTitle({ page: title }) : commonTexts.appName;
}

/** Titles the browser's document "<title> · Homestead" while the component is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
