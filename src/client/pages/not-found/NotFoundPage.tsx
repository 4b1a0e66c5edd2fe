import { Link } from 'react-router';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { commonTexts } from '../../../shared/texts/common';

export function NotFoundPage() {
  const { notFound } = commonTexts;
  useDocumentTitle(notFound.title, { status: 404 });
  return (
    <PageMessage
      title={notFound.title}
      action={
        <Link to="/" className="button">
          {commonTexts.goHome}
        </Link>
      }
    >
      {notFound.text}
    </PageMessage>
  );
}
