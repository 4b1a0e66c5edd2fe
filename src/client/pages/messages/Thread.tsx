import { useEffect, useRef, useState } from 'react';
import { formatMoment } from '../../../shared/format-moment';
import type { Message } from '../../../shared/schemas/messages';
import { messageTexts } from '../../../shared/texts/messages';
import styles from './ConversationPage.module.css';

const texts = messageTexts.conversation;

/**
 * The messages, oldest first, each with its sender ("You" for one's own) and time. A message
 * from the other person arriving while the page is open is read out politely, by itself: not
 * the whole thread again.
 */
export function Thread({ messages, otherName }: { messages: Message[]; otherName: string }) {
  const seen = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState('');
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const known = seen.current;
    seen.current = new Set(messages.map((message) => message.id));
    // The first messages are the page itself, not news.
    if (!known) return;
    const fresh = messages.filter((message) => !known.has(message.id));
    const latest = fresh.filter((message) => !message.own).at(-1);
    if (latest) setArrived(texts.arrived({ name: latest.senderName, text: latest.text }));
    if (fresh.length > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  return (
    <>
      <ol className={styles.thread} aria-label={texts.thread({ name: otherName })}>
        {messages.map((message, index) => (
          <li
            key={message.id}
            ref={index === messages.length - 1 ? end : undefined}
            className={message.own ? `${styles.message} ${styles.own}` : styles.message}
          >
            <p className={styles.meta}>
              <span className={styles.sender}>{message.own ? texts.you : message.senderName}</span>{' '}
              <time dateTime={message.sentAt}>{formatMoment(message.sentAt)}</time>
            </p>
            <p className={styles.text}>{message.text}</p>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {arrived}
      </p>
    </>
  );
}
