import { Link, useParams } from 'react-router';
import { commonTexts } from '../../../shared/texts/common';
import { listingTexts } from '../../../shared/texts/listings';
import { useListing } from '../../api/get-listing';
import { useSession } from '../../api/get-session';
import { isNotFound } from '../../api/http';
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
    <ListingDetails
      listing={listing.data}
      viewerId={session.data?.user.id ?? null}
      // When the listing was read: on the server, then in the browser from the page's data, so
      // "Immediately" or a day is rendered alike by both.
      now={listing.dataUpdatedAt}
    />
  );
}
