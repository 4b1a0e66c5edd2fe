import type { ReactNode, Ref } from 'react';
import type { Listing } from '../../../shared/schemas/listing';
import { ListingCard } from '../ListingCard/ListingCard';
import { SaveHomeButton } from '../SaveHomeButton/SaveHomeButton';
import styles from './ListingList.module.css';

interface ListingCardsProps {
  items: Listing[];
  /** Buttons of each card (the profile's edit and delete); by default its "Save <name>" toggle. */
  actions?: (listing: Listing) => ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/**
 * The cards a first screen shows: a phone's three rows, a wide screen's first two. Their photos
 * are fetched at once and first: the largest paint may be any of them (they are of about one
 * size, and a pixel decides which the browser names), and a lazy one, requested only after the
 * layout, would decide when the page counts as shown.
 */
const FIRST_SCREEN_CARDS = 4;

/** Listing cards in the lists' grid; the photos of the first screen are fetched first. */
export function ListingCards({ items, actions, ref }: ListingCardsProps) {
  return (
    <ul className={styles.list} ref={ref}>
      {items.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            actions={actions ? actions(listing) : <SaveHomeButton listing={listing} />}
            first={index < FIRST_SCREEN_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
