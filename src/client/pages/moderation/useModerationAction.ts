import type { RefObject } from 'react';
import { moderationTexts } from '../../../shared/texts/moderation';
import { ApiRequestError } from '../../api/http';
import { useModerate, type ModerationTarget } from '../../api/moderate';
import { notify } from '../../lib/notify';

const { done } = moderationTexts;

/**
 * Runs a moderator's action on `name`, then says so in a toast; the server's refusal (hidden
 * already, a moderator's account…) is shown as it says it. Focus goes to `landing` (the
 * section's heading): the item acted on leaves the list with its buttons.
 */
export function useModerationAction(landing: RefObject<HTMLElement | null>) {
  const moderate = useModerate();
  return (target: ModerationTarget, name: string) => {
    if (moderate.isPending) return;
    moderate.mutate(target, {
      onSuccess: () => {
        notify.success(done[target.action]({ name }));
        landing.current?.focus();
      },
      onError: (error) =>
        notify.error(
          error instanceof ApiRequestError && error.status === 409
            ? error.message
            : done.failed({ name }),
        ),
    });
  };
}
