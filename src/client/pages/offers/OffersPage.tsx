import { useInfiniteQuery } from '@tanstack/react-query';
import { listingTexts } from '../../../shared/texts/listings';
import { offerListingsQuery } from '../../api/get-listings';
import { ListingList } from '../../components/ListingList/ListingList';
import { ListingsPage } from '../../components/ListingsPage/ListingsPage';
import { useErrorToast } from '../../hooks/useErrorToast';

/** /offer: listings with an offer, newest first. */
export function OffersPage() {
  const query = useInfiniteQuery(offerListingsQuery());
  useErrorToast(query.error, listingTexts.lists.fetchFailed);
  return (
    <ListingsPage heading={listingTexts.lists.offersHeading}>
      <ListingList query={query} emptyText={listingTexts.lists.offersEmpty} />
    </ListingsPage>
  );
}
