import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing } from '../../../shared/schemas/listing';
import { displayPrice, listingPath } from '../../../shared/listing-price';
import { ListingPhoto } from '../ListingPhoto/ListingPhoto';
import { FactIcon } from '../icons/FactIcons';
import { RoomFacts } from '../RoomFacts/RoomFacts';
import { groupDigits } from '../../../shared/format';
import { listingTexts } from '../../../shared/texts/listings';
import { listingFactsTexts } from '../../../shared/texts/listing-facts';
import styles from './ListingCard.module.css';

interface ListingCardProps {
  listing: Listing;
  /** Level of the name's heading: 2 under a page heading, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Buttons about the listing (the owner's edit and delete), placed on the card beside the link. */
  actions?: ReactNode;
  /** A card of the page's first screen: its photo is fetched at once and first (the largest paint). */
  first?: boolean;
}

/**
 * One listing in a list: the whole card is the link. Its accessible name is the listing name;
 * location, price, rooms and area are its description, so a screen reader hears the name first.
 */
export function ListingCard({ listing, headingLevel = 2, actions, first }: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const nameId = useId();
  const detailsId = useId();
  const cover = listing.images[0];
  const card = (
    <Link
      to={listingPath(listing)}
      className={styles.card}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
    >
      <div className={styles.media}>
        {cover && (
          <ListingPhoto
            image={cover}
            alt={listing.name}
            sizes="(min-width: 48em) 11rem, 8rem"
            className={styles.image}
            first={first}
          />
        )}
      </div>
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          {listing.name}
        </Heading>
        <div id={detailsId} className={styles.details}>
          {listing.status !== 'listed' && (
            <p className={styles.status}>{listingTexts.status[listing.status]}</p>
          )}
          <p className={styles.location}>{listing.location}</p>
          <p className={styles.price}>{displayPrice(listing)}</p>
          <ul className={styles.facts}>
            <RoomFacts listing={listing} />
            {listing.area != null && (
              <li>
                <FactIcon fact="area" />
                {listingFactsTexts.cardArea({ area: groupDigits(listing.area) })}
              </li>
            )}
          </ul>
        </div>
      </div>
    </Link>
  );
  if (!actions) return card;
  // The buttons are the link's siblings: nothing interactive may sit inside a link.
  return (
    <div className={styles.withActions}>
      {card}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
