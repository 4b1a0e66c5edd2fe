import { Link } from 'react-router';
import { formatMoment } from '../../../shared/format-moment';
import type { ConversationSummary } from '../../../shared/schemas/messages';
import { messageTexts } from '../../../shared/texts/messages';
import styles from './MessagesPage.module.css';

/**
 * One conversation of /messages as a link to it: the listing's name, the other person, the start
 * of the last message and when, and "Unread" while it has messages the reader has not opened.
 */
export function ConversationItem({ conversation }: { conversation: ConversationSummary }) {
  const { listing, other, lastMessage, unread } = conversation;
  return (
    <Link
      to={`/messages/${conversation.id}`}
      className={unread ? `${styles.item} ${styles.unread}` : styles.item}
    >
      <span className={styles.itemTop}>
        <strong className={styles.listing}>{listing.name}</strong>
        {unread && <span className={styles.unreadMark}>{messageTexts.unread}</span>}
      </span>
      <span className={styles.other}>{messageTexts.with({ name: other.name })}</span>
      <span className={styles.last}>
        {lastMessage.own ? messageTexts.youWrote({ text: lastMessage.text }) : lastMessage.text}
      </span>
      <time className={styles.time} dateTime={conversation.lastActivityAt}>
        {formatMoment(conversation.lastActivityAt)}
      </time>
    </Link>
  );
}
