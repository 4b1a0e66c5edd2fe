import { Link, useParams } from 'react-router';
import { commonTexts } from '../../../shared/texts/common';
import { listingTexts } from '../../../shared/texts/listings';
import { useListing } from '../../api/get-listing';
import { useSession } from '../../api/get-session';
import { isNotFound } from '../../api/http';
import { useRecordView } from '../../api/record-view';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { Spinner } from '../../components/Spinner/Spinner';
import { useErrorToast } from '../../hooks/useErrorToast';
import { ListingDetails } from './ListingDetails';

/** /category/:categoryName/:listingId */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  // The owner is not offered to contact themselves; wait for the session so it never flashes.
  const session = useSession();
  useErrorToast(listing.error, listingTexts.detail.fetchFailed);
  const missing = isNotFound(listing.error);
  const viewerId = session.data?.user.id ?? null;
  // Once the session is known: the owner's own look is not a view (the server checks it too).
  const counts =
    !session.isPending && listing.data?.status === 'listed' && listing.data.userRef !== viewerId;
  useRecordView(listingId, counts);
  const { detail } = listingTexts;

  if (listing.isPending || session.isPending) return <Spinner />;
  if (listing.isError) {
    return (
      <PageMessage
        title={missing ? detail.notFound : detail.unavailable}
        action={
          <Link to="/" className="button">
            {commonTexts.goHome}
          </Link>
        }
      >
        {missing ? detail.notFoundText : detail.unavailableText}
      </PageMessage>
    );
  }
  return (
    // "Immediately" or a day is decided by the listing's `today` (the app's clock when it was
    // read), alike on the server and in the browser.
    <ListingDetails listing={listing.data} viewerId={viewerId} />
  );
}
