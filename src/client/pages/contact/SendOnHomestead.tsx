import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGE_ERROR_CODES } from '../../../shared/api-errors';
import { signInPath } from '../../../shared/next-path';
import { messagesContactTexts } from '../../../shared/texts/messages-contact';
import { useCreateConversation } from '../../api/create-conversation';
import { ApiRequestError } from '../../api/http';
import { sessionQuery } from '../../api/get-session';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';
import { rememberPendingMessage } from '../../lib/pending-message';
import styles from './ContactPage.module.css';

const { contact } = messagesContactTexts;

/** What the page says of a refused send (docs/product.md#messages-between-people). */
function refusal(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return contact.failed;
  if (error.code === MESSAGE_ERROR_CODES.dailyLimit) return contact.dailyLimit;
  if (error.code === MESSAGE_ERROR_CODES.blocked) return contact.blocked;
  // Not listed any more, one's own home, too long, too fast: the API says which, in our language.
  if (error.status >= 400 && error.status < 500) return error.message;
  return contact.failed;
}

interface SendOnHomesteadProps {
  landlordId: string;
  listingId: string;
  /** What is typed in the page's "Message" box. */
  message: string;
  /** Sent: the box is emptied, so that a second press does not send it again. */
  onSent: () => void;
}

/**
 * "Send on Homestead": the typed message goes to the owner through the site, so that nobody
 * needs a mail app and neither person sees the other's address. A visitor signs in first and
 * comes back to this page with the message still typed (not sent: they press again).
 */
export function SendOnHomestead({ landlordId, listingId, message, onSent }: SendOnHomesteadProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const create = useCreateConversation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();

  const press = async () => {
    if (create.isPending) return;
    const text = message.trim();
    if (!text) {
      setProblem(contact.empty);
      return;
    }
    setProblem(null);
    const session = await queryClient.ensureQueryData(sessionQuery());
    if (!session) {
      rememberPendingMessage({ landlordId, listingId, text: message });
      void navigate(signInPath(pathname + search));
      return;
    }
    create.mutate(
      { listingId, text },
      {
        onSuccess: ({ id }) => {
          setConversationId(id);
          notify.success(contact.sent);
          onSent();
        },
        onError: (error) => setProblem(refusal(error)),
      },
    );
  };

  return (
    <div className={styles.onSite}>
      <button
        type="button"
        className={`button ${styles.send}`}
        // Rendered on the server, it waits for the app: a press before it runs would do nothing.
        disabled={!hydrated}
        aria-disabled={create.isPending || undefined}
        onClick={() => void press().catch(() => setProblem(contact.failed))}
      >
        {contact.send}
      </button>
      <p className={styles.hint}>{contact.hint}</p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {conversationId && (
        <p>
          <Link to={`/messages/${encodeURIComponent(conversationId)}`}>
            {contact.openConversation}
          </Link>
        </p>
      )}
    </div>
  );
}
