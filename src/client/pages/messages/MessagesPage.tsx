import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { conversationsQuery } from '../../api/get-conversations';
import { useSession } from '../../api/get-session';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { useLoadMore } from '../../hooks/useLoadMore';
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
  const { items, listRef, moreHref, loadMore } = useLoadMore(query);

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
              to={moreHref}
              className="button button-secondary"
              onClick={loadMore}
              aria-disabled={query.isFetchingNextPage || undefined}
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
