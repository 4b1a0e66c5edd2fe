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

/** Listing cards in the lists' grid; the first one's photo is fetched first. */
export function ListingCards({ items, actions, ref }: ListingCardsProps) {
  return (
    <ul className={styles.list} ref={ref}>
      {items.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            actions={actions ? actions(listing) : <SaveHomeButton listing={listing} />}
            first={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
