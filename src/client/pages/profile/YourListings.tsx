import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { accountTexts } from '../../../shared/texts/account';
import { titleTexts } from '../../../shared/texts/titles';
import type { Listing } from '../../../shared/schemas/listing';
import { useDeleteListing } from '../../api/delete-listing';
import { ownListingsQuery } from '../../api/get-listings';
import { ApiRequestError } from '../../api/http';
import { useMarkListing } from '../../api/mark-listing';
import { useRenewListing } from '../../api/renew-listing';
import { ActionIcon } from '../../components/icons/ActionIcons';
import { ListingList } from '../../components/ListingList/ListingList';
import { notify } from '../../lib/notify';
import { useHydrated } from '../../hooks/useHydrated';
import { LifeActionForm } from './LifeActionForm';
import styles from './ProfilePage.module.css';

/**
 * Your Listings: the signed-in user's listings, newest first (GET /api/listings?owner=…), each
 * with buttons to mark it rented or sold (or relist it), renew it once expired, edit it and
 * delete it. A confirmed delete removes the card at once; a failed one brings it back.
 */
export function YourListings({ userId }: { userId: string }) {
  const texts = accountTexts.yourListings;
  const listings = useInfiniteQuery(ownListingsQuery(userId));
  const deleteListing = useDeleteListing();
  const markListing = useMarkListing();
  const renewListing = useRenewListing();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Rendered on the server, the buttons wait for the app: a press before it runs would do nothing.
  const ready = useHydrated();

  const remove = (listing: Listing) => {
    if (!window.confirm(texts.confirmDelete({ name: listing.name }))) return;
    // The card and its buttons go away: keep the keyboard in the list's section.
    headingRef.current?.focus();
    deleteListing.mutate(listing, {
      onSuccess: () => notify.success(texts.deleted({ name: listing.name })),
      // A 401 also ends the session (see app/query-client.ts): the guard then goes to /sign-in.
      onError: () => notify.error(texts.deleteFailed({ name: listing.name })),
    });
  };

  const setMark = (listing: Listing, closed: boolean) => {
    const { name } = listing;
    const done = !closed
      ? texts.relisted({ name })
      : listing.type === 'rent'
        ? texts.markedRented({ name })
        : texts.markedSold({ name });
    markListing.mutate(
      { id: listing.id, closed },
      {
        onSuccess: () => notify.success(done),
        onError: (error) =>
          notify.error(
            // Relisting publishes again: refused while the address waits to be verified.
            error instanceof ApiRequestError && error.code === ACCOUNT_ERROR_CODES.emailNotVerified
              ? accountTexts.verifyEmail.needed
              : texts.markFailed({ name }),
          ),
      },
    );
  };

  const renew = ({ id, name }: Listing) =>
    renewListing.mutate(id, {
      onSuccess: () => notify.success(texts.renewed({ name })),
      onError: () => notify.error(texts.markFailed({ name })),
    });

  // A hidden listing is out of its owner's hands until a moderator restores it: its status says
  // only "Hidden by moderation", so a mark or renewal made now could not be shown.
  const lifeActions = (listing: Listing) => {
    if (listing.status === 'hidden') return null;
    const { id, name } = listing;
    const closed = listing.status === 'rented' || listing.status === 'sold';
    return (
      <>
        {listing.status === 'expired' && (
          <LifeActionForm
            listingId={id}
            action="renew"
            label={texts.renew({ name })}
            onPress={() => renew(listing)}
          />
        )}
        {closed ? (
          <LifeActionForm
            listingId={id}
            action="relist"
            label={texts.relist({ name })}
            onPress={() => setMark(listing, false)}
          />
        ) : (
          <LifeActionForm
            listingId={id}
            action="close"
            label={listing.type === 'rent' ? texts.markRented({ name }) : texts.markSold({ name })}
            onPress={() => setMark(listing, true)}
          />
        )}
      </>
    );
  };

  const actions = (listing: Listing) => (
    <>
      {lifeActions(listing)}
      {/* A link: it works before the app's code has arrived. */}
      <Link
        to={`/statistics/${listing.id}`}
        className="icon-button"
        aria-label={titleTexts.statistics({ name: listing.name })}
      >
        <ActionIcon action="statistics" />
      </Link>
      <button
        type="button"
        className="icon-button"
        disabled={!ready}
        aria-label={texts.edit({ name: listing.name })}
        onClick={() => navigate(`/edit-listing/${listing.id}`)}
      >
        <ActionIcon action="edit" />
      </button>
      <button
        type="button"
        className={`icon-button ${styles.deleteButton}`}
        disabled={!ready}
        aria-label={texts.delete({ name: listing.name })}
        onClick={() => remove(listing)}
      >
        <ActionIcon action="delete" />
      </button>
    </>
  );

  return (
    <section className={styles.section} aria-labelledby="your-listings">
      <h2 id="your-listings" ref={headingRef} tabIndex={-1}>
        {texts.heading}
      </h2>
      <ListingList query={listings} emptyText={texts.empty} actions={actions} />
    </section>
  );
}
