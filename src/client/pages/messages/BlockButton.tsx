import { messageTexts } from '../../../shared/texts/messages';
import { useSetBlocked } from '../../api/block-person';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';

const texts = messageTexts.conversation;

interface BlockButtonProps {
  userId: string;
  conversationId: string;
  /** The other person's name. */
  name: string;
  blocked: boolean;
}

/**
 * The owner's "Block <name>", which becomes "Unblock <name>" once the server has it so: a
 * blocked person can send this owner nothing more. The button stays where it is (and keeps the
 * focus); only its words change.
 */
export function BlockButton({ userId, conversationId, name, blocked }: BlockButtonProps) {
  const hydrated = useHydrated();
  const change = useSetBlocked();
  const press = () => {
    if (change.isPending) return;
    change.mutate(
      { userId, conversationId, blocked: !blocked },
      { onError: () => notify.error(texts.blockFailed) },
    );
  };
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={!hydrated}
      aria-disabled={change.isPending || undefined}
      onClick={press}
    >
      {blocked ? texts.unblock({ name }) : texts.block({ name })}
    </button>
  );
}
