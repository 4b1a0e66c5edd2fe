import { useInfiniteQuery } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import { offerListingsQuery } from '../../api/get-listings';
import { ListingList } from '../../components/ListingList/ListingList';
import { ListingsPage } from '../../components/ListingsPage/ListingsPage';
import { useErrorToast } from '../../hooks/useErrorToast';

/** /offer: listings with an offer, newest first. */
export function OffersPage() {
  const query = useInfiniteQuery(offerListingsQuery());
  useErrorToast(query.error, messages.listingsFetchFailed);
  return (
    <ListingsPage heading="Offers">
      <ListingList query={query} emptyText={messages.offersEmpty} />
    </ListingsPage>
  );
}
