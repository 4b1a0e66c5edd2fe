import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConversation } from '../../api/get-conversation';
import { useSession } from '../../api/get-session';
import { isUnknownId } from '../../api/http';
import { useMarkConversationRead } from '../../api/mark-conversation-read';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { listingPath } from '../../../shared/listing-price';
import { messageTexts } from '../../../shared/texts/messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { BlockButton } from './BlockButton';
import { ReplyForm } from './ReplyForm';
import { Thread } from './Thread';
import styles from './ConversationPage.module.css';

const texts = messageTexts.conversation;

/**
 * /messages/:conversationId (behind the route guard): the listing's name as a link to it, the
 * messages oldest first and the reply box; for the owner "Block <name>". Only the two people
 * read it: anyone else gets the not-found page (404, also from the server). Opening it, and each
 * message arriving while it is open, marks it read.
 */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const userId = useSession().data?.user.id ?? '';
  const conversation = useConversation(userId, conversationId);
  const { mutate: markReadNow } = useMarkConversationRead(userId);
  // Refused with 403 since the page was read: the owner blocked this person meanwhile.
  const [refused, setRefused] = useState(false);
  const lastId = conversation.data?.messages.at(-1)?.id;
  const loaded = conversation.isSuccess;

  useEffect(() => {
    if (loaded) markReadNow(conversationId);
  }, [conversationId, lastId, loaded, markReadNow]);

  if (conversation.isPending) return <Spinner />;
  if (isUnknownId(conversation.error)) return <NotFoundPage />;
  if (conversation.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void conversation.refetch()} />;
  }
  const { listing, other, role, blocked, messages } = conversation.data;
  const cannotSend = role === 'seeker' && (blocked || refused);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>
          {listing.type ? (
            <Link to={listingPath({ id: listing.id, type: listing.type })}>{listing.name}</Link>
          ) : (
            listing.name
          )}
        </h1>
        <p className={styles.with}>{messageTexts.with({ name: other.name })}</p>
        {role === 'owner' && (
          <BlockButton
            userId={userId}
            conversationId={conversationId}
            name={other.name}
            blocked={blocked}
          />
        )}
      </header>
      <Thread messages={messages} otherName={other.name} />
      {cannotSend ? (
        <p className={`notice ${styles.blocked}`}>{texts.blocked}</p>
      ) : (
        <ReplyForm
          userId={userId}
          conversationId={conversationId}
          onRefused={() => setRefused(true)}
        />
      )}
    </div>
  );
}
