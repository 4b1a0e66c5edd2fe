import { Link } from 'react-router';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found', { status: 404 });
  return (
    <PageMessage
      title="Page not found"
      action={
        <Link to="/" className="button">
          Go to the home page
        </Link>
      }
    >
      There is nothing at this address. It may have moved, or the link may be mistyped.
    </PageMessage>
  );
}
