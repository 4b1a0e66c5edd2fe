import { startTransition, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromParams,
  filtersToParams,
  type SearchFilters,
} from '../../../shared/search-filters';

/**
 * The search the URL holds, and a way to change it: each change is a new history entry, so Back
 * shows the search before. A URL with parameters the page does not understand (or corrects, like
 * a minimum above the maximum) is replaced by the one it shows.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const canonical = filtersToParams(filters).toString();

  useEffect(() => {
    // Most often the same search in another order (a form sent before the app started): its
    // new URL renders nothing new, and comes as the page is taken over, so React renders it
    // between the browser's other work rather than in one long task.
    if (canonical !== params.toString()) {
      startTransition(() => setParams(canonical, { replace: true }));
    }
  }, [canonical, params, setParams]);

  const apply = useCallback(
    (next: SearchFilters) => {
      const query = filtersToParams(next).toString();
      if (query !== canonical) setParams(query, { preventScrollReset: true });
    },
    [canonical, setParams],
  );
  return { filters, apply };
}
