import { useState } from 'react';
import type { Me } from '../../../shared/schemas/account';
import { messagesContactTexts } from '../../../shared/texts/messages-contact';
import { useUpdateMe } from '../../api/update-me';
import { Choice } from '../../components/Choice/Choice';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';
import styles from './ProfilePage.module.css';

/**
 * "E-mail me about new messages" (docs/product.md#messages-between-people): ticked, someone's
 * message to this account is mailed; unticked, it waits on /messages. Saved as it changes.
 */
export function MessageMailsSetting({ me }: { me: Me }) {
  const { profile } = messagesContactTexts;
  const updateMe = useUpdateMe();
  const hydrated = useHydrated();
  // Mails are on unless the account turned them off.
  const [on, setOn] = useState(me.messageMails !== false);

  const change = (next: boolean) => {
    setOn(next);
    updateMe.mutate(
      { messageMails: next },
      {
        onError: () => {
          setOn(!next);
          notify.error(profile.saveFailed);
        },
      },
    );
  };

  return (
    <div className={`panel ${styles.card}`}>
      <Choice
        type="checkbox"
        name="messageMails"
        checked={on}
        // Rendered on the server, it waits for the app: a tick before it runs would be lost.
        disabled={!hydrated}
        onChange={(event) => change(event.target.checked)}
      >
        {profile.messageMails}
      </Choice>
    </div>
  );
}
