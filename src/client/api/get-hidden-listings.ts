import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HiddenListings } from '../../shared/schemas/moderation';
import { getJson, type RequestContext } from './http';
import { moderationKeys } from './moderation-keys';

/** GET /api/moderation/hidden: a page of hidden listings, the latest hidden first. */
export function getHiddenListings(
  cursor: string | null,
  context?: RequestContext,
): Promise<HiddenListings> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return getJson<HiddenListings>(`/api/moderation/hidden${query}`, context);
}

/** "Hidden listings", growing with "Load More". */
export function hiddenListingsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.hidden(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal, client }) => getHiddenListings(pageParam, { signal, client }),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
