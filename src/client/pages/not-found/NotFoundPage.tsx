import { Link } from 'react-router';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { usePageHead } from '../../hooks/usePageHead';
import { commonTexts } from '../../../shared/texts/common';

export function NotFoundPage() {
  const { notFound } = commonTexts;
  usePageHead(notFound.title, { status: 404 });
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
