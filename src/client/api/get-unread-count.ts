import { queryOptions, useQuery } from '@tanstack/react-query';
import type { unreadCountSchema } from '../../shared/schemas/messages';
import type { z } from 'zod';
import { getJson, type RequestContext } from './http';
import { messageKeys } from './message-keys';

type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET /api/me/conversations/unread: how many conversations have messages not yet opened. */
export function getUnreadCount(context?: RequestContext): Promise<UnreadCount> {
  return getJson<UnreadCount>('/api/me/conversations/unread', context);
}

export function unreadCountQuery(userId: string) {
  return queryOptions({
    queryKey: messageKeys.unread(userId),
    queryFn: (context) => getUnreadCount(context),
    // Read again on a live event and when a conversation is opened, not on every page.
    staleTime: 60_000,
  });
}

/** The navigation's count; asks nothing while nobody is signed in (`userId` empty). */
export function useUnreadCount(userId: string) {
  return useQuery({ ...unreadCountQuery(userId), enabled: userId !== '' });
}
