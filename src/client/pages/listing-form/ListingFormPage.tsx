import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import { listingTexts } from '../../../shared/texts/listings';
import { titleTexts } from '../../../shared/texts/titles';
import { useClientConfig } from '../../api/get-client-config';
import { listingQuery } from '../../api/get-listing';
import { useSession } from '../../api/get-session';
import { isUnknownId } from '../../api/http';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice/VerifyEmailNotice';
import { useMustVerifyEmail } from '../../hooks/useMustVerifyEmail';
import { useErrorToast } from '../../hooks/useErrorToast';
import { notify } from '../../lib/notify';
import { newListingValues, valuesFromListing } from './form-values';
import { ListingForm } from './ListingForm';

/** Geocoding is on unless the server says otherwise (docs/product.md#listing-rules: on by default). */
function useGeocodingEnabled(): boolean | null {
  const config = useClientConfig();
  if (config.isPending) return null;
  return config.data?.geocodingEnabled ?? true;
}

function CreateListing() {
  const geocodingEnabled = useGeocodingEnabled();
  const mustVerify = useMustVerifyEmail();
  let content = <Spinner />;
  if (mustVerify) content = <VerifyEmailNotice email={mustVerify} />;
  else if (geocodingEnabled !== null && mustVerify === false) {
    content = (
      <ListingForm
        mode="create"
        initialValues={newListingValues}
        geocodingEnabled={geocodingEnabled}
      />
    );
  }
  return (
    <div className="form-page">
      <h1>{titleTexts.createListing}</h1>
      {content}
    </div>
  );
}

/**
 * Loads the listing afresh (not from a list's cache), then the form with its current values.
 * A missing listing, or one of another owner, goes to / with the product's message (docs/product.md#messages).
 */
function EditListing({ listingId }: { listingId: string }) {
  const navigate = useNavigate();
  const listing = useQuery({ ...listingQuery(listingId), refetchOnMount: 'always' });
  const session = useSession();
  const geocodingEnabled = useGeocodingEnabled();
  const mustVerify = useMustVerifyEmail();
  const userId = session.data?.user.id;
  const missing = listing.isError && isUnknownId(listing.error);
  const notOwner = listing.isFetchedAfterMount && !!listing.data && listing.data.userRef !== userId;
  useErrorToast(
    listing.isError && !missing ? listing.error : null,
    listingTexts.detail.fetchFailed,
  );

  useEffect(() => {
    if (!missing && !notOwner) return;
    notify.error(missing ? listingFormTexts.listingMissing : listingFormTexts.notOwner);
    navigate('/', { replace: true });
  }, [missing, notOwner, navigate]);

  // Once filled, the form stays: a later refetch of the listing must not reset what is typed.
  let content = <Spinner />;
  const ready = listing.data && listing.isFetchedAfterMount && !notOwner;
  // An edit publishes too: with an address to verify first, the owner sees how instead.
  if (ready && mustVerify) content = <VerifyEmailNotice email={mustVerify} />;
  else if (ready && geocodingEnabled !== null && mustVerify === false) {
    content = (
      <ListingForm
        mode="edit"
        listingId={listingId}
        initialValues={valuesFromListing(listing.data)}
        initialImages={listing.data.images}
        geocodingEnabled={geocodingEnabled}
        savedPosition={listing.data.geoLocation}
      />
    );
  } else if (listing.isError && !missing) {
    content = (
      <LoadFailed text={listingFormTexts.loadFailed} onRetry={() => void listing.refetch()} />
    );
  }

  return (
    <div className="form-page">
      <h1>{titleTexts.editListing}</h1>
      {content}
    </div>
  );
}

/** /create-listing and /edit-listing/:listingId (signed in; the route guard sees to that). */
export function ListingFormPage() {
  const { listingId } = useParams();
  return listingId === undefined ? (
    <CreateListing />
  ) : (
    <EditListing key={listingId} listingId={listingId} />
  );
}
