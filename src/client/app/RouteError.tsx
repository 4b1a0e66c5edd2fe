import { PageMessage } from '../components/PageMessage/PageMessage';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PageTakenOver } from '../hooks/useHydrated';
import { commonTexts } from '../../shared/texts/common';

/** Shown when a page itself fails, for example when its code cannot be downloaded. */
export function RouteError() {
  const { routeError } = commonTexts;
  useDocumentTitle(routeError.title);
  return (
    <>
      <PageTakenOver />
      <PageMessage
        title={routeError.heading}
        action={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {routeError.reload}
          </button>
        }
      >
        {routeError.text}
      </PageMessage>
    </>
  );
}
