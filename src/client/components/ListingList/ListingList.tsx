import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Listing, ListingPage } from '../../../shared/schemas/listing';
import { ListingCards } from './ListingCards';
import { LoadFailed } from '../LoadFailed/LoadFailed';
import { Spinner } from '../Spinner/Spinner';
import styles from './ListingList.module.css';
import { useLoadMore } from '../../hooks/useLoadMore';
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
  const { isPending, isError, hasNextPage, isFetchingNextPage, refetch } = query;
  const { items, listRef, moreHref, loadMore } = useLoadMore(query);

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

  return (
    <>
      <ListingCards items={items} actions={actions} ref={listRef} />
      {hasNextPage && (
        <div className={styles.more}>
          <a
            href={moreHref}
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
