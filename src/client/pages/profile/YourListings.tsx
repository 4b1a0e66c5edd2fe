import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas/listing';
import { useDeleteListing } from '../../api/delete-listing';
import { listingPagesQuery } from '../../api/get-listings';
import { ActionIcon } from '../../components/icons/ActionIcons';
import { ListingList } from '../../components/ListingList/ListingList';
import { notify } from '../../lib/notify';
import styles from './ProfilePage.module.css';

const ownListingsSizes = { first: 50, more: 50 };

/** Added to the product's texts: a delete the server refused or never received. */
export const deleteFailed = (name: string) => `Could not delete ${name}. Try again.`;

/**
 * Your Listings: the signed-in user's listings, newest first (GET /api/listings?owner=…), each
 * with an edit and a delete button. A confirmed delete removes the card at once; a failed one
 * brings it back.
 */
export function YourListings({ userId }: { userId: string }) {
  const listings = useInfiniteQuery(listingPagesQuery({ owner: userId }, ownListingsSizes));
  const deleteListing = useDeleteListing();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = (listing: Listing) => {
    if (!window.confirm(messages.confirmDelete(listing.name))) return;
    // The card and its buttons go away: keep the keyboard in the list's section.
    headingRef.current?.focus();
    deleteListing.mutate(listing, {
      onSuccess: () => notify.success(messages.deleted(listing.name)),
      // A 401 also ends the session (see app/query-client.ts): the guard then goes to /sign-in.
      onError: () => notify.error(deleteFailed(listing.name)),
    });
  };

  const actions = (listing: Listing) => (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit ${listing.name}`}
        onClick={() => navigate(`/edit-listing/${listing.id}`)}
      >
        <ActionIcon action="edit" />
      </button>
      <button
        type="button"
        className={`icon-button ${styles.deleteButton}`}
        aria-label={`Delete ${listing.name}`}
        onClick={() => remove(listing)}
      >
        <ActionIcon action="delete" />
      </button>
    </>
  );

  return (
    <section className={styles.section} aria-labelledby="your-listings">
      <h2 id="your-listings" ref={headingRef} tabIndex={-1}>
        Your Listings
      </h2>
      <ListingList query={listings} emptyText="You have not listed a home yet." actions={actions} />
    </section>
  );
}
