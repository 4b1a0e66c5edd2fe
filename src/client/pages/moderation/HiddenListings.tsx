import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoment } from '../../../shared/format-moment';
import { listingPath } from '../../../shared/listing-price';
import { moderationTexts } from '../../../shared/texts/moderation';
import { hiddenListingsQuery } from '../../api/get-hidden-listings';
import styles from './ModerationPage.module.css';
import { ModerationSection } from './ModerationSection';
import { MoreButton } from './MoreButton';

const texts = moderationTexts.page;

/** "Hidden listings", the latest hidden first, each with "Restore <name>". */
export function HiddenListings({ userId }: { userId: string }) {
  const query = useInfiniteQuery(hiddenListingsQuery(userId));
  return (
    <ModerationSection
      heading={texts.hiddenListings}
      query={query}
      items={query.data?.pages.flatMap((page) => page.items) ?? []}
      empty={texts.noHidden}
      more={<MoreButton query={query} />}
      item={({ listing, owner, hiddenAt, withAccount }, act, ready) => (
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
              disabled={!ready}
              onClick={() =>
                act({ kind: 'listing', action: 'restore', id: listing.id }, listing.name)
              }
            >
              {texts.restore({ name: listing.name })}
            </button>
          </div>
        </li>
      )}
    />
  );
}
