import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../lib/notify';

interface AccountOutcome {
  /** The success toast, if any. */
  done?: string;
  /** Where to go on success, if anywhere. */
  to?: string;
  /** Replace the account page in the history (a used reset link is not worth going back to). */
  replace?: boolean;
  /** The error toast for what went wrong. */
  failed: (error: Error) => string;
}

/**
 * The flow of every account page: send the form, then a toast and the next page, or the error
 * toast. Returns the submit; the mutation's `isPending` says a request is on its way.
 */
export function useAccountSubmit<TInput>(
  mutation: UseMutationResult<unknown, Error, TInput>,
  outcome: AccountOutcome,
) {
  const navigate = useNavigate();
  return (input: TInput) =>
    mutation.mutate(input, {
      onSuccess: () => {
        if (outcome.done) notify.success(outcome.done);
        if (outcome.to) navigate(outcome.to, { replace: outcome.replace });
      },
      onError: (error) => notify.error(outcome.failed(error)),
    });
}
