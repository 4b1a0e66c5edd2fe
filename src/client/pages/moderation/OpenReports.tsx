import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoment } from '../../../shared/format-moment';
import { listingPath } from '../../../shared/listing-price';
import type { OpenReport, OpenReports as Reports } from '../../../shared/schemas/moderation';
import { moderationTexts } from '../../../shared/texts/moderation';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './ModerationPage.module.css';
import { reasonCountTexts } from './reason-counts';
import { useModerationAction } from './useModerationAction';

const texts = moderationTexts.page;

/** "Open reports": one item per reported listing, the most reported first, with its actions. */
export function OpenReports({ query }: { query: UseQueryResult<Reports> }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const act = useModerationAction(heading);
  const hydrated = useHydrated();
  const items = query.data?.items ?? [];

  const item = ({ listing, owner, reports, reasons, details }: OpenReport) => (
    <li key={listing.id} className={styles.item}>
      <h3 className={styles.itemTitle}>
        <Link to={listingPath(listing)}>{listing.name}</Link>
      </h3>
      <p className={styles.meta}>
        {texts.owner({ name: owner.name })} · {texts.reports(reports)}
      </p>
      <ul className={styles.reasons}>
        {reasonCountTexts(reasons).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {details.length > 0 && (
        <div>
          <p className={styles.label}>{texts.details}</p>
          <ul className={styles.details}>
            {details.map((detail) => (
              <li key={detail.reportedAt + detail.text}>
                <q>{detail.text}</q>{' '}
                <time dateTime={detail.reportedAt} className={styles.time}>
                  {formatMoment(detail.reportedAt)}
                </time>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          onClick={() => act({ kind: 'listing', action: 'hide', id: listing.id }, listing.name)}
        >
          {texts.hide({ name: listing.name })}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!hydrated}
          onClick={() => act({ kind: 'listing', action: 'dismiss', id: listing.id }, listing.name)}
        >
          {texts.dismiss({ name: listing.name })}
        </button>
        <button
          type="button"
          className={`button button-secondary ${styles.danger}`}
          disabled={!hydrated}
          onClick={() => act({ kind: 'account', action: 'suspend', id: owner.id }, owner.name)}
        >
          {texts.suspend({ name: owner.name })}
        </button>
      </div>
    </li>
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {texts.openReports}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && items.length === 0 ? (
        <LoadFailed text={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ul className={styles.list} aria-labelledby={headingId}>
            {items.map(item)}
          </ul>
          {items.length === 0 && <p className="notice">{texts.noReports}</p>}
        </>
      )}
    </section>
  );
}
