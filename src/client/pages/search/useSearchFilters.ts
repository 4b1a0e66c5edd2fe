import { useCallback, useEffect, useMemo } from 'react';
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
    if (canonical !== params.toString()) setParams(canonical, { replace: true });
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
