import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../shared/schemas/messages';
import { getJson, type RequestContext } from './http';
import { messageKeys } from './message-keys';

/** GET /api/conversations/:id: its messages, oldest first; 404 for anyone but its two people. */
export function getConversation(id: string, context?: RequestContext): Promise<Conversation> {
  return getJson<Conversation>(`/api/conversations/${encodeURIComponent(id)}`, context);
}

export function conversationQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: messageKeys.conversation(userId, id),
    queryFn: (context) => getConversation(id, context),
  });
}

export function useConversation(userId: string, id: string) {
  return useQuery(conversationQuery(userId, id));
}
