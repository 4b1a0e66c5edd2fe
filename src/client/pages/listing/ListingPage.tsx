import { Link, useParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { useListing } from '../../api/get-listing';
import { useSession } from '../../api/get-session';
import { isNotFound } from '../../api/http';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { Spinner } from '../../components/Spinner/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrorToast } from '../../hooks/useErrorToast';
import { ListingDetails } from './ListingDetails';

/** /category/:categoryName/:listingId */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  // The owner is not offered to contact themselves; wait for the session so it never flashes.
  const session = useSession();
  useErrorToast(listing.error, messages.detailsFetchFailed);
  useDocumentTitle(listing.data?.name ?? (listing.isError ? 'Listing unavailable' : null));

  if (listing.isPending || session.isPending) return <Spinner />;
  if (listing.isError) {
    const missing = isNotFound(listing.error);
    return (
      <PageMessage
        title={missing ? 'Listing not found' : 'Listing unavailable'}
        action={
          <Link to="/" className="button">
            Go to the home page
          </Link>
        }
      >
        {missing
          ? 'This listing does not exist or has been removed.'
          : 'The listing could not be loaded. Please try again later.'}
      </PageMessage>
    );
  }
  return <ListingDetails listing={listing.data} viewerId={session.data?.user.id ?? null} />;
}
