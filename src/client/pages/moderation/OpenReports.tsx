import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoment } from '../../../shared/format-moment';
import { listingPath } from '../../../shared/listing-price';
import type { OpenReport, OpenReports as Reports } from '../../../shared/schemas/moderation';
import { moderationTexts } from '../../../shared/texts/moderation';
import type { ModerationTarget } from '../../api/moderate';
import styles from './ModerationPage.module.css';
import { reasonCountTexts } from './reason-counts';
import { ModerationSection, type ModerationAct } from './ModerationSection';

const texts = moderationTexts.page;

/**
 * A reported listing's buttons, in this order: hiding it and dismissing its reports act on the
 * listing; suspending, on its owner's account.
 */
const ACTS = [
  { action: 'hide', className: 'button' },
  { action: 'dismiss', className: 'button button-secondary' },
  { action: 'suspend', className: `button button-secondary ${styles.danger}` },
] as const;

/** A reported listing: why, by how many, what they wrote, and what a moderator can do. */
const reportItem = (
  { listing, owner, reports, reasons, details }: OpenReport,
  act: ModerationAct,
  ready: boolean,
) => (
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
      {ACTS.map(({ action, className }) => {
        const [target, name]: [ModerationTarget, string] =
          action === 'suspend'
            ? [{ kind: 'account', action, id: owner.id }, owner.name]
            : [{ kind: 'listing', action, id: listing.id }, listing.name];
        return (
          <button
            key={action}
            type="button"
            className={className}
            disabled={!ready}
            onClick={() => act(target, name)}
          >
            {texts[action]({ name })}
          </button>
        );
      })}
    </div>
  </li>
);

/** "Open reports": one item per reported listing, the most reported first, with its actions. */
export function OpenReports({ query }: { query: UseQueryResult<Reports> }) {
  return (
    <ModerationSection
      heading={texts.openReports}
      query={query}
      items={query.data?.items ?? []}
      empty={texts.noReports}
      item={reportItem}
    />
  );
}
