import { useMutation } from '@tanstack/react-query';
import type { Unsubscribed } from '../../shared/schemas/saved';
import { sendJson } from './http';

/**
 * POST /api/unsubscribe: the saved search of an alert's signed link mails no more (no sign-in
 * needed); its name and the choice it had, for Undo. Repeating it changes nothing.
 */
export function unsubscribe(token: string): Promise<Unsubscribed> {
  return sendJson<Unsubscribed>('POST', '/api/unsubscribe', { token });
}

export function useUnsubscribe() {
  return useMutation<Unsubscribed, Error, string>({ mutationFn: unsubscribe });
}
