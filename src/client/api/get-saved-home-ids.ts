import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedHomeIds } from '../../shared/schemas/saved';
import { useSession } from './get-session';
import { getJson, type RequestContext } from './http';
import { savedKeys } from './saved-keys';

/** GET /api/me/saved/ids: which listings the signed-in account keeps. */
export function getSavedHomeIds(context?: RequestContext): Promise<SavedHomeIds> {
  return getJson<SavedHomeIds>('/api/me/saved/ids', context);
}

export function savedHomeIdsQuery(userId: string) {
  return queryOptions({
    queryKey: savedKeys.homeIds(userId),
    queryFn: (context) => getSavedHomeIds(context),
    staleTime: 60_000,
  });
}

/** Whether `listingId` is saved: false for a visitor and until the account's list has loaded. */
export function useIsSaved(listingId: string): boolean {
  const userId = useSession().data?.user.id;
  const ids = useQuery({ ...savedHomeIdsQuery(userId ?? ''), enabled: Boolean(userId) });
  return Boolean(userId && ids.data?.ids.includes(listingId));
}
