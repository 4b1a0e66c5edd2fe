import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from './http';
import { messageKeys } from './message-keys';

/** POST /api/conversations/:id/read: the reader has seen every message in it so far. */
export async function markConversationRead(conversationId: string): Promise<void> {
  await sendJson<unknown>('POST', `/api/conversations/${encodeURIComponent(conversationId)}/read`);
}

/** Marks a conversation read, then reads the navigation's count and the list again. */
export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: markConversationRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.unread(userId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.list(userId) }),
      ]),
  });
}
