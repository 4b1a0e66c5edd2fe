import { useRef, useState, type FormEvent } from 'react';
import { MESSAGE_ERROR_CODES } from '../../../shared/api-errors';
import { MESSAGE_TEXT_MAX } from '../../../shared/constants';
import { messageTexts } from '../../../shared/texts/messages';
import { ApiRequestError } from '../../api/http';
import { useSendMessage } from '../../api/send-message';
import { FormField } from '../../components/FormField/FormField';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';
import styles from './ConversationPage.module.css';

const texts = messageTexts.conversation;

interface ReplyFormProps {
  userId: string;
  conversationId: string;
  /** The owner blocked this person (403): the page says so instead of offering to send. */
  onRefused: () => void;
}

/**
 * Textarea "Reply" and "Send", at hand at the bottom of a phone's screen. "Send" waits, disabled,
 * for the app's code, so no tap is lost. An empty reply says "Please write a message" and sends
 * nothing; a sent one empties the box and leaves the focus in it for the next.
 */
export function ReplyForm({ userId, conversationId, onRefused }: ReplyFormProps) {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const send = useSendMessage();
  const focusBox = () => form.current?.querySelector('textarea')?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (text.trim() === '') {
      setError(texts.empty);
      focusBox();
      return;
    }
    setError(null);
    send.mutate(
      { userId, conversationId, text },
      {
        onSuccess: () => {
          setText('');
          focusBox();
        },
        onError: (failure) => {
          if (!(failure instanceof ApiRequestError) || failure.status >= 500) {
            notify.error(texts.sendFailed);
          } else if (failure.code === MESSAGE_ERROR_CODES.blocked) onRefused();
          // Too many at once (429), too long (400): the server's own words.
          else notify.error(failure.message);
        },
      },
    );
  };

  return (
    <form ref={form} className={styles.reply} onSubmit={submit} noValidate>
      <FormField
        multiline
        label={texts.reply}
        name="text"
        rows={2}
        maxLength={MESSAGE_TEXT_MAX}
        error={error}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <button
        type="submit"
        className="button"
        disabled={!hydrated}
        aria-disabled={send.isPending || undefined}
      >
        {texts.send}
      </button>
    </form>
  );
}
