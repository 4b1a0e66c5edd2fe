import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMe } from '../../shared/schemas/account';
import { meKey } from './get-me';
import { sessionKey } from './session-key';
import { sendJson } from './http';

/** What PATCH /api/me changes: the display name, the new-message mails, or both. */
export type MeChange = Partial<UpdateMe> & Partial<Pick<Me, 'messageMails'>>;

/** PATCH /api/me: changes the signed-in user's display name or their new-message mails. */
export function updateMe(input: MeChange): Promise<Me> {
  return sendJson<Me>('PATCH', '/api/me', input);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meKey, me);
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
