import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { moreSearch } from '../lib/more-pages';

/**
 * A list that grows with "Load More": the items of every page read so far, the link to the list
 * with one more page (which works before the app's code has arrived), and the click the app
 * answers itself. After more items arrive, focus moves to the first new one's link, so keyboard
 * and screen reader users go on where the list grew.
 */
export function useLoadMore<Item>(query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>) {
  const { data, isFetchingNextPage, fetchNextPage } = query;
  const { search } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || isFetchingNextPage) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [items.length, isFetchingNextPage]);

  const loadMore = (event: MouseEvent) => {
    event.preventDefault();
    if (isFetchingNextPage) return;
    focusIndex.current = items.length;
    void fetchNextPage();
  };

  return { items, listRef, moreHref: moreSearch(search, data?.pages.length ?? 1), loadMore };
}
