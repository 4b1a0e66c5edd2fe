import { PageMessage } from '../components/PageMessage/PageMessage';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** Shown when a page itself fails, for example when its code cannot be downloaded. */
export function RouteError() {
  useDocumentTitle('Error');
  return (
    <PageMessage
      title="This page could not be loaded"
      action={
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      }
    >
      Check your connection and try again.
    </PageMessage>
  );
}
