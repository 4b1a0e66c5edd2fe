import { Link } from 'react-router';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { commonTexts } from '../../../shared/texts/common';

export function NotFoundPage() {
  const { notFound } = commonTexts;
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
