import { useQueryClient } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useUnreadCount } from '../../api/get-unread-count';
import { useLiveEvents } from '../../api/live-events';
import { messageKeys } from '../../api/message-keys';
import { Icon } from '../icons/Icon';
import { commonTexts } from '../../../shared/texts/common';
import styles from './Navbar.module.css';

const ICON = 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5';

/**
 * "Messages", for a signed-in person: with conversations not yet opened, a badge with their
 * number and the name "Messages, N unread". It listens to the live channel for every page: a
 * message arriving reads the count, the list and that conversation again (an open one shows it
 * at once).
 */
export function MessagesLink({ userId, className }: { userId: string; className?: string }) {
  const queryClient = useQueryClient();
  const unread = useUnreadCount(userId).data?.unreadCount ?? 0;
  useLiveEvents(
    (event) => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread(userId) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.list(userId) });
      void queryClient.invalidateQueries({
        queryKey: messageKeys.conversation(userId, event.conversationId),
      });
    },
    // Events may have been missed before the channel opened: read everything shown again.
    () => void queryClient.invalidateQueries({ queryKey: messageKeys.of(userId) }),
  );
  const { navigation } = commonTexts;
  return (
    <NavLink
      to="/messages"
      className={className}
      aria-label={unread > 0 ? navigation.messagesUnread({ count: unread }) : undefined}
    >
      <span className={styles.iconBox}>
        <Icon>
          <path d={ICON} />
        </Icon>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread}
          </span>
        )}
      </span>
      <span>{navigation.messages}</span>
    </NavLink>
  );
}
