import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAction, ListingAction } from '../../shared/moderation-rules';
import { listingKeys } from './get-listings';
import { sendJson } from './http';
import { moderationKeys } from './moderation-keys';

/** What a moderator acts on: a listing (hide, restore, dismiss) or an account (suspend, reinstate). */
export type ModerationTarget =
  | { kind: 'listing'; action: ListingAction; id: string }
  | { kind: 'account'; action: AccountAction; id: string };

/** POST /api/moderation/listings/:id/:action or /api/moderation/accounts/:id/:action: 204. */
export async function moderate(target: ModerationTarget): Promise<void> {
  const collection = target.kind === 'listing' ? 'listings' : 'accounts';
  await sendJson<null>(
    'POST',
    `/api/moderation/${collection}/${encodeURIComponent(target.id)}/${target.action}`,
  );
}

/** Acts, then reads the moderators' lists and every cached listing again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, ModerationTarget>({
    mutationFn: moderate,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]),
  });
}
