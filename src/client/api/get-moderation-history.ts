import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ModerationHistory } from '../../shared/schemas/moderation';
import { getJson, type RequestContext } from './http';
import { moderationKeys } from './moderation-keys';

/** GET /api/moderation/history: a page of the moderators' actions, newest first. */
export function getModerationHistory(
  cursor: string | null,
  context?: RequestContext,
): Promise<ModerationHistory> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return getJson<ModerationHistory>(`/api/moderation/history${query}`, context);
}

/** "History", growing with "Load More". */
export function moderationHistoryQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.history(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal, client }) => getModerationHistory(pageParam, { signal, client }),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
