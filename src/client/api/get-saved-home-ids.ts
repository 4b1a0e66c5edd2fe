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

/**
 * Whether `listingId` is saved: false for a visitor, undefined while it is not known yet (the
 * session, or a signed-in account's list, still loading), so that a press then is not guessed.
 */
export function useIsSaved(listingId: string): boolean | undefined {
  const session = useSession();
  const userId = session.data?.user.id;
  const ids = useQuery({ ...savedHomeIdsQuery(userId ?? ''), enabled: Boolean(userId) });
  if (session.isPending || (userId && ids.isPending)) return undefined;
  return Boolean(userId && ids.data?.ids.includes(listingId));
}
