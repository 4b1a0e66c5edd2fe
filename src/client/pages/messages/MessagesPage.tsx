import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { conversationsQuery } from '../../api/get-conversations';
import { useSession } from '../../api/get-session';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { moreSearch } from '../../lib/more-pages';
import { messageTexts } from '../../../shared/texts/messages';
import { ConversationItem } from './ConversationItem';
import styles from './MessagesPage.module.css';

/**
 * /messages (behind the route guard): the account's conversations, latest activity first.
 * "Load More" is a link to the list with one more page, which the app answers itself once it
 * runs; focus then moves to the first new conversation.
 */
export function MessagesPage() {
  const userId = useSession().data?.user.id ?? '';
  const query = useInfiniteQuery(conversationsQuery(userId));
  const { search } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { isFetchingNextPage } = query;

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
    void query.fetchNextPage();
  };

  let body;
  if (query.isPending) body = <Spinner />;
  else if (query.isError && items.length === 0) {
    body = <LoadFailed text={messageTexts.loadFailed} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) body = <p className="notice">{messageTexts.empty}</p>;
  else {
    body = (
      <>
        <ul ref={listRef} className={styles.list} aria-label={messageTexts.conversations}>
          {items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationItem conversation={conversation} />
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <div className={styles.more}>
            <Link
              to={moreSearch(search, query.data?.pages.length ?? 1)}
              className="button button-secondary"
              onClick={loadMore}
              aria-disabled={isFetchingNextPage || undefined}
            >
              {messageTexts.loadMore}
            </Link>
          </div>
        )}
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{messageTexts.heading}</h1>
      {body}
    </div>
  );
}
