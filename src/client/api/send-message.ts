import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from './http';
import { messageKeys } from './message-keys';

interface NewMessage {
  userId: string;
  conversationId: string;
  text: string;
}

/** POST /api/conversations/:id/messages: 403 MESSAGES_BLOCKED once the owner blocked the sender. */
export async function sendMessage(conversationId: string, text: string): Promise<void> {
  await sendJson<unknown>(
    'POST',
    `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
    {
      text,
    },
  );
}

/** Sends a reply; the thread and the list are read again afterwards, sent or refused. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, NewMessage>({
    mutationFn: ({ conversationId, text }) => sendMessage(conversationId, text),
    onSettled: (_result, _error, { userId, conversationId }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: messageKeys.conversation(userId, conversationId),
        }),
        queryClient.invalidateQueries({ queryKey: messageKeys.list(userId) }),
      ]),
  });
}
