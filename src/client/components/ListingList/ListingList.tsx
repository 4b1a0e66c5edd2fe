import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Listing, ListingPage } from '../../../shared/schemas/listing';
import { ListingCards } from './ListingCards';
import { LoadFailed } from '../LoadFailed/LoadFailed';
import { Spinner } from '../Spinner/Spinner';
import styles from './ListingList.module.css';
import { moreSearch } from '../../lib/more-pages';
import { listingTexts } from '../../../shared/texts/listings';

interface ListingListProps {
  query: UseInfiniteQueryResult<InfiniteData<ListingPage>>;
  emptyText: string;
  /** Buttons of each card (the profile's edit and delete); by default its "Save" toggle. */
  actions?: (listing: Listing) => ReactNode;
}

/**
 * A list of listing cards that grows with "Load More", shown exactly when the server reports a
 * next page (a non-null cursor): a link to the list with one more page, which the app answers
 * itself once it runs. After more items arrive, focus moves to the first new one so keyboard and
 * screen reader users continue where the list grew.
 */
export function ListingList({ query, emptyText, actions }: ListingListProps) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    query;
  const listRef = useRef<HTMLUListElement>(null);
  const { search } = useLocation();
  const focusIndex = useRef<number | null>(null);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || isFetchingNextPage) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [items.length, isFetchingNextPage]);

  if (isPending) return <Spinner />;
  if (isError && items.length === 0) {
    return (
      <LoadFailed
        text={listingTexts.lists.loadFailed}
        onRetry={() => void refetch()}
        className={styles.message}
      />
    );
  }
  if (items.length === 0) return <p className={`notice ${styles.message}`}>{emptyText}</p>;

  const loadMore = (event: MouseEvent) => {
    event.preventDefault();
    if (isFetchingNextPage) return;
    focusIndex.current = items.length;
    void fetchNextPage();
  };

  return (
    <>
      <ListingCards items={items} actions={actions} ref={listRef} />
      {hasNextPage && (
        <div className={styles.more}>
          <a
            href={moreSearch(search, data?.pages.length ?? 1)}
            className="button button-secondary"
            onClick={loadMore}
            aria-disabled={isFetchingNextPage || undefined}
          >
            {listingTexts.lists.loadMore}
          </a>
        </div>
      )}
    </>
  );
}
