import { useInfiniteQuery } from '@tanstack/react-query';
import { listingPagesQuery } from '../../api/get-listings';
import { ListingList } from '../../components/ListingList/ListingList';
import styles from './ProfilePage.module.css';

const ownListingsSizes = { first: 50, more: 50 };

/** Your Listings: the signed-in user's listings, newest first (GET /api/listings?owner=…). */
export function YourListings({ userId }: { userId: string }) {
  const listings = useInfiniteQuery(listingPagesQuery({ owner: userId }, ownListingsSizes));
  return (
    <section className={styles.section} aria-labelledby="your-listings">
      <h2 id="your-listings">Your Listings</h2>
      <ListingList query={listings} emptyText="You have not listed a home yet." />
    </section>
  );
}
