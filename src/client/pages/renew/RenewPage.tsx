import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../../../shared/format-day';
import { listingPath } from '../../../shared/listing-price';
import { commonTexts } from '../../../shared/texts/common';
import { expiryTexts } from '../../../shared/texts/expiry';
import { listingTexts } from '../../../shared/texts/listings';
import { ApiRequestError } from '../../api/http';
import { useRenewByLink } from '../../api/renew-by-link';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { Spinner } from '../../components/Spinner/Spinner';

/**
 * /renew?token=…, the page of a reminder's renew link: opened, it renews the listing the token
 * names (the browser sends it: a mail scanner that only fetches the page changes nothing) and
 * says so, or that the listing was already renewed. No sign-in: the token names the listing.
 */
export function RenewPage() {
  const texts = expiryTexts.page;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data, error, isError } = useRenewByLink();
  // Once per link: a second request would answer "already renewed" to the first one's renewal.
  const sent = useRef('');

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const profileLink = (
    <Link to="/profile" className="button button-secondary">
      {texts.openProfile}
    </Link>
  );
  const status = error instanceof ApiRequestError ? error.status : undefined;
  if (!token || status === 400) {
    return (
      <PageMessage title={texts.invalidTitle} action={profileLink}>
        {texts.invalid}
      </PageMessage>
    );
  }
  if (status === 404) {
    return (
      <PageMessage title={texts.goneTitle} action={profileLink}>
        {texts.gone}
      </PageMessage>
    );
  }
  if (isError) {
    return (
      <PageMessage
        title={texts.failedTitle}
        action={
          <button type="button" className="button" onClick={() => mutate(token)}>
            {commonTexts.tryAgain}
          </button>
        }
      >
        {texts.failed}
      </PageMessage>
    );
  }
  if (!data) return <Spinner />;

  const { name } = data;
  if (data.status !== 'listed') {
    return (
      <PageMessage title={texts.notListedHeading} action={profileLink}>
        {texts.notListed({ name, status: listingTexts.status[data.status] })}
      </PageMessage>
    );
  }
  const date = formatDay(new Date(data.expiresAt));
  return (
    <PageMessage
      title={data.renewed ? texts.renewedHeading : texts.currentHeading}
      action={
        <Link to={listingPath(data)} className="button">
          {texts.seeListing}
        </Link>
      }
    >
      {data.renewed ? texts.renewed({ name, date }) : texts.current({ name, date })}
    </PageMessage>
  );
}
