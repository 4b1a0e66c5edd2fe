import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoment } from '../../../shared/format-moment';
import { listingPath } from '../../../shared/listing-price';
import { moderationTexts } from '../../../shared/texts/moderation';
import { hiddenListingsQuery } from '../../api/get-hidden-listings';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './ModerationPage.module.css';
import { MoreButton } from './MoreButton';
import { useModerationAction } from './useModerationAction';

const texts = moderationTexts.page;

/** "Hidden listings", the latest hidden first, each with "Restore <name>". */
export function HiddenListings({ userId }: { userId: string }) {
  const query = useInfiniteQuery(hiddenListingsQuery(userId));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const act = useModerationAction(heading);
  const hydrated = useHydrated();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {texts.hiddenListings}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && items.length === 0 ? (
        <LoadFailed text={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="notice">{texts.noHidden}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {items.map(({ listing, owner, hiddenAt, withAccount }) => (
            <li key={listing.id} className={styles.item}>
              <h3 className={styles.itemTitle}>
                <Link to={listingPath(listing)}>{listing.name}</Link>
              </h3>
              <p className={styles.meta}>
                {texts.owner({ name: owner.name })} ·{' '}
                <time dateTime={hiddenAt}>{texts.hiddenOn({ time: formatMoment(hiddenAt) })}</time>
              </p>
              {withAccount && <p className={styles.meta}>{texts.withAccount}</p>}
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!hydrated}
                  onClick={() =>
                    act({ kind: 'listing', action: 'restore', id: listing.id }, listing.name)
                  }
                >
                  {texts.restore({ name: listing.name })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <MoreButton query={query} />
    </section>
  );
}
