import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { pageHead } from './route-data';

/**
 * Titles the document by the route table's head of the page shown (app/page-heads.ts), again
 * whenever the query cache changes: a listing's name arrives with its data.
 */
export function DocumentTitle() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const title = () => pageHead(queryClient, pathname + search).title;
  useDocumentTitle(useSyncExternalStore(subscribe, title, title));
  return null;
}
