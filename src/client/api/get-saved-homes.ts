import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedHomes } from '../../shared/schemas/saved';
import { getJson, type RequestContext } from './http';
import { savedKeys } from './saved-keys';

/** GET /api/me/saved: the saved listings, the latest saved first. */
export function getSavedHomes(context?: RequestContext): Promise<SavedHomes> {
  return getJson<SavedHomes>('/api/me/saved', context);
}

export function savedHomesQuery(userId: string) {
  return queryOptions({
    queryKey: savedKeys.homes(userId),
    queryFn: (context) => getSavedHomes(context),
  });
}

export function useSavedHomes(userId: string) {
  return useQuery(savedHomesQuery(userId));
}
