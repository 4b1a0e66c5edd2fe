import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearches } from '../../shared/schemas/saved';
import { getJson, type RequestContext } from './http';
import { savedKeys } from './saved-keys';

/** GET /api/me/searches: the account's saved searches, newest first. */
export function getSavedSearches(context?: RequestContext): Promise<SavedSearches> {
  return getJson<SavedSearches>('/api/me/searches', context);
}

export function savedSearchesQuery(userId: string) {
  return queryOptions({
    queryKey: savedKeys.searches(userId),
    queryFn: (context) => getSavedSearches(context),
  });
}

export function useSavedSearches(userId: string) {
  return useQuery(savedSearchesQuery(userId));
}
