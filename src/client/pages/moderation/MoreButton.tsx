import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { listingTexts } from '../../../shared/texts/listings';
import { useHydrated } from '../../hooks/useHydrated';

/** "Load More" under a list of the page while the server has more of it. */
export function MoreButton<T>({ query }: { query: UseInfiniteQueryResult<InfiniteData<T>> }) {
  const hydrated = useHydrated();
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={!hydrated}
      aria-disabled={query.isFetchingNextPage || undefined}
      onClick={() => {
        if (!query.isFetchingNextPage) void query.fetchNextPage();
      }}
    >
      {listingTexts.lists.loadMore}
    </button>
  );
}
