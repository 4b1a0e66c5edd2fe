import { memo, type ReactNode, type Ref } from 'react';
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
        <CardItem
          key={listing.id}
          listing={listing}
          actions={actions}
          first={index < FIRST_SCREEN_CARDS}
        />
      ))}
    </ul>
  );
}

/**
 * One card, drawn again only when its listing, its actions or its place among the first changes:
 * "Load More" appends to a list of hundreds, and each card's save toggle reads the session, the
 * saved homes and the route, which made every append redraw them all.
 */
const CardItem = memo(function CardItem({
  listing,
  actions,
  first,
}: {
  listing: Listing;
  actions: ListingCardsProps['actions'];
  first: boolean;
}) {
  return (
    <li>
      <ListingCard
        listing={listing}
        actions={actions ? actions(listing) : <SaveHomeButton listing={listing} />}
        first={first}
      />
    </li>
  );
});
