import { useMutation } from '@tanstack/react-query';
import type { AlertFrequency } from '../../shared/constants';
import { sendJson } from './http';

/** POST /api/unsubscribe/undo: puts back how often the search mailed before the link was used. */
export async function undoUnsubscribe(token: string, frequency: AlertFrequency): Promise<void> {
  await sendJson<null>('POST', '/api/unsubscribe/undo', { token, frequency });
}

export function useUndoUnsubscribe() {
  return useMutation<void, Error, { token: string; frequency: AlertFrequency }>({
    mutationFn: ({ token, frequency }) => undoUnsubscribe(token, frequency),
  });
}
