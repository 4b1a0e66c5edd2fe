import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Conversations } from '../../shared/schemas/messages';
import { getJson, type RequestContext } from './http';
import { messageKeys } from './message-keys';

/** GET /api/me/conversations: one page of them, latest activity first. */
export function getConversations(
  cursor: string | null,
  context?: RequestContext,
): Promise<Conversations> {
  const search = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return getJson<Conversations>(`/api/me/conversations${search}`, context);
}

/** The pages of /messages, which grows with "Load More" (the server's page size each). */
export function conversationsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.list(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal, client }) => getConversations(pageParam, { signal, client }),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
