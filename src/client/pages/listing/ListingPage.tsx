import { Link, useParams } from 'react-router';
import { commonTexts } from '../../../shared/texts/common';
import { listingTexts } from '../../../shared/texts/listings';
import { useListing } from '../../api/get-listing';
import { useSession } from '../../api/get-session';
import { isNotFound } from '../../api/http';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { Spinner } from '../../components/Spinner/Spinner';
import { usePageHead } from '../../hooks/usePageHead';
import { useErrorToast } from '../../hooks/useErrorToast';
import { displayPrice } from '../../../shared/listing-price';
import type { Listing } from '../../../shared/schemas/listing';
import { ListingDetails } from './ListingDetails';

/** "For Rent · ₹25,000 / Month · 2 Bedrooms · 1 Bathroom · Park Street, Kolkata" */
function listingDescription(listing: Listing): string {
  const { facts } = listingTexts;
  return [
    listing.type === 'rent' ? facts.forRent : facts.forSale,
    displayPrice(listing),
    facts.bedrooms(listing.bedrooms),
    facts.bathrooms(listing.bathrooms),
    listing.location,
  ].join(facts.separator);
}

/** /category/:categoryName/:listingId */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  // The owner is not offered to contact themselves; wait for the session so it never flashes.
  const session = useSession();
  useErrorToast(listing.error, listingTexts.detail.fetchFailed);
  const missing = isNotFound(listing.error);
  const { detail } = listingTexts;
  usePageHead(
    listing.data?.name ?? (missing ? detail.notFound : listing.isError ? detail.unavailable : null),
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
  return <ListingDetails listing={listing.data} viewerId={session.data?.user.id ?? null} />;
}
