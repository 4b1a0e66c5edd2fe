import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas/listing';
import { useDeleteListing } from '../../api/delete-listing';
import { listingPagesQuery } from '../../api/get-listings';
import { sessionKey } from '../../api/get-session';
import { ApiRequestError } from '../../api/http';
import { ListingList } from '../../components/ListingList/ListingList';
import { notify } from '../../lib/notify';
import styles from './ProfilePage.module.css';

const ownListingsSizes = { first: 50, more: 50 };

/** Not in the spec: a delete the server refused or never received. */
export const deleteFailed = (name: string) => `Could not delete ${name}. Try again.`;

function ActionIcon({ action }: { action: 'edit' | 'delete' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {action === 'edit' ? (
        <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />
      ) : (
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
      )}
    </svg>
  );
}

/**
 * Your Listings: the signed-in user's listings, newest first (GET /api/listings?owner=…), each
 * with an edit and a delete button. A confirmed delete removes the card at once; a failed one
 * brings it back.
 */
export function YourListings({ userId }: { userId: string }) {
  const listings = useInfiniteQuery(listingPagesQuery({ owner: userId }, ownListingsSizes));
  const deleteListing = useDeleteListing();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = (listing: Listing) => {
    if (!window.confirm(messages.confirmDelete(listing.name))) return;
    // The card and its buttons go away: keep the keyboard in the list's section.
    headingRef.current?.focus();
    deleteListing.mutate(listing, {
      onSuccess: () => notify.success(messages.deleted(listing.name)),
      onError: (error) => {
        notify.error(deleteFailed(listing.name));
        if (error instanceof ApiRequestError && error.status === 401) {
          queryClient.setQueryData(sessionKey, null);
        }
      },
    });
  };

  const actions = (listing: Listing) => (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Edit ${listing.name}`}
        onClick={() => navigate(`/edit-listing/${listing.id}`)}
      >
        <ActionIcon action="edit" />
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.deleteButton}`}
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
