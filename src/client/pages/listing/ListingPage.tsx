import { Link, useParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { useListing } from '../../api/get-listing';
import { useSession } from '../../api/get-session';
import { isNotFound } from '../../api/http';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { Spinner } from '../../components/Spinner/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrorToast } from '../../hooks/useErrorToast';
import { plural } from '../../../shared/format';
import { displayPrice } from '../../../shared/listing-price';
import type { Listing } from '../../../shared/schemas/listing';
import { ListingDetails } from './ListingDetails';

/** "For Rent · ₹25,000 / Month · 2 Bedrooms · 1 Bathroom · Park Street, Kolkata" */
function listingDescription(listing: Listing): string {
  return [
    listing.type === 'rent' ? messages.forRent : messages.forSale,
    displayPrice(listing),
    plural(listing.bedrooms, 'Bedroom'),
    plural(listing.bathrooms, 'Bathroom'),
    listing.location,
  ].join(' · ');
}

/** /category/:categoryName/:listingId */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  // The owner is not offered to contact themselves; wait for the session so it never flashes.
  const session = useSession();
  useErrorToast(listing.error, messages.detailsFetchFailed);
  const missing = isNotFound(listing.error);
  useDocumentTitle(
    listing.data?.name ??
      (missing ? 'Listing not found' : listing.isError ? 'Listing unavailable' : null),
    {
      listing: listing.data,
      description: listing.data && listingDescription(listing.data),
      status: missing ? 404 : undefined,
    },
  );

  if (listing.isPending || session.isPending) return <Spinner />;
  if (listing.isError) {
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
