import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from './http';
import { messageKeys } from './message-keys';

interface BlockChange {
  userId: string;
  conversationId: string;
  /** true: block the other person; false: unblock them. */
  blocked: boolean;
}

/** PUT or DELETE /api/conversations/:id/block: the owner blocks or unblocks the seeker. */
export async function setBlocked(conversationId: string, blocked: boolean): Promise<void> {
  await sendJson<unknown>(
    blocked ? 'PUT' : 'DELETE',
    `/api/conversations/${encodeURIComponent(conversationId)}/block`,
  );
}

/** Blocks or unblocks, then reads the conversation again (its `blocked` flag). */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, BlockChange>({
    mutationFn: ({ conversationId, blocked }) => setBlocked(conversationId, blocked),
    onSettled: (_result, _error, { userId, conversationId }) =>
      queryClient.invalidateQueries({ queryKey: messageKeys.conversation(userId, conversationId) }),
  });
}
