import { useEffect } from 'react';
import { notify } from '../lib/notify';

/** Shows `message` as an error toast whenever `error` becomes set. */
export function useErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (error) notify.error(message);
  }, [error, message]);
}
