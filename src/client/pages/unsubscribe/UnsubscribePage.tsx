import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { savedTexts } from '../../../shared/texts/saved';
import { useUndoUnsubscribe } from '../../api/undo-unsubscribe';
import { useUnsubscribe } from '../../api/unsubscribe';
import { BusyButton } from '../../components/BusyButton/BusyButton';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { Spinner } from '../../components/Spinner/Spinner';
import { notify } from '../../lib/notify';

/**
 * /unsubscribe?token=…, the page of an alert's unsubscribe link: opened, it stops that saved
 * search's mails (the browser sends it: a mail scanner that only fetches the page changes
 * nothing) and offers Undo. No sign-in: the token names the search.
 */
export function UnsubscribePage() {
  const texts = savedTexts.unsubscribe;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data, isError } = useUnsubscribe();
  const undo = useUndoUnsubscribe();

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const savedLink = (
    <Link to="/saved" className="button button-secondary">
      {texts.openSaved}
    </Link>
  );
  if (!token || isError) {
    return (
      <PageMessage title={texts.invalidTitle} action={savedLink}>
        {texts.failed}
      </PageMessage>
    );
  }
  if (!data) return <Spinner />;
  if (undo.isSuccess) {
    return (
      <PageMessage title={texts.undoneTitle} action={savedLink}>
        {texts.undone({ name: data.name })}
      </PageMessage>
    );
  }
  return (
    <PageMessage
      title={texts.heading}
      action={
        <BusyButton
          busy={undo.isPending}
          onClick={() =>
            undo.mutate(
              { token, frequency: data.previous },
              { onError: () => notify.error(texts.undoFailed) },
            )
          }
        >
          {texts.undo}
        </BusyButton>
      }
    >
      {texts.text({ name: data.name })}
    </PageMessage>
  );
}
