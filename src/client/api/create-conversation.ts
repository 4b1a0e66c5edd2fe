import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewConversation } from '../../shared/schemas/messages';
import { sendJson } from './http';

/**
 * POST /api/conversations: the message goes to the listing's owner. 201 and the new
 * conversation's id, or 200 and the id of the one these two people already have about it.
 */
export function createConversation(input: NewConversation): Promise<{ id: string }> {
  return sendJson<{ id: string }>('POST', '/api/conversations', input);
}

/** Sends the first message; a /messages list read earlier in the tab is read again. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    // Every account's cached messages (the key's first part): the sender's are among them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
