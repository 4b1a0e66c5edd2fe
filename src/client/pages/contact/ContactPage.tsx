import { useId, useState, useSyncExternalStore } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { commonTexts } from '../../../shared/texts/common';
import { listingTexts } from '../../../shared/texts/listings';
import { useUser } from '../../api/get-user';
import { useSession } from '../../api/get-session';
import { Spinner } from '../../components/Spinner/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import { useErrorToast } from '../../hooks/useErrorToast';
import { contactMailto } from '../../lib/mailto';
import { forgetPendingMessage, pendingMessage } from '../../lib/pending-message';
import { textParts } from '../../lib/text-parts';
import styles from './ContactPage.module.css';
import { SendOnHomestead } from './SendOnHomestead';
import { useListingToContact } from './useListingToContact';

// Storage is read as the page renders; the server (and the page's hydration) sees none.
const unchanging = () => () => {};
const noPendingMessage = () => undefined;

/**
 * /contact/:landlordId?listingName=…&listingId=…: write a message, send it with the visitor's
 * mail client or, about a listed home of this landlord, through the site.
 */
export function ContactPage() {
  const { landlordId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listingName = searchParams.get('listingName') ?? '';
  const listingId = searchParams.get('listingId') ?? '';
  const listing = useListingToContact(listingId);
  const viewerId = useSession().data?.user.id;
  // Only about a home on offer, of the landlord this page names, and not to oneself.
  const onSite =
    listing.data?.status === 'listed' &&
    listing.data.userRef === landlordId &&
    viewerId !== landlordId;
  const landlord = useUser(landlordId);
  const { contact } = listingTexts;
  useErrorToast(landlord.error, contact.failed);
  // What was typed here; until then, the message typed before signing in, if one waits.
  const [typed, setTyped] = useState<string | null>(null);
  const kept = useSyncExternalStore(
    unchanging,
    () => pendingMessage(landlordId, listingId),
    noPendingMessage,
  );
  const message = typed ?? kept ?? '';
  const setMessage = (text: string) => {
    forgetPendingMessage();
    setTyped(text);
  };
  const messageId = useId();
  const hydrated = useHydrated();

  return (
    <div className="form-page">
      <h1>{contact.heading}</h1>
      {landlord.isPending ? (
        <Spinner />
      ) : landlord.isError ? (
        <div className="notice">
          <p>{contact.unavailable}</p>
          <Link to="/" className="button button-secondary">
            {commonTexts.goHome}
          </Link>
        </div>
      ) : (
        <form className={`panel ${styles.form}`} onSubmit={(event) => event.preventDefault()}>
          <p className={styles.landlord}>{contact.landlord({ name: landlord.data.name })}</p>
          {listingName && (
            <p className={styles.listing}>
              {textParts(contact.about, { listing: <strong>{listingName}</strong> })}
            </p>
          )}
          <label htmlFor={messageId} className={styles.label}>
            {contact.message}
          </label>
          <textarea
            id={messageId}
            className={`input ${styles.textarea}`}
            rows={8}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            // What is typed before the script runs would not reach the e-mail link.
            disabled={!hydrated}
          />
          <a
            className={`button ${styles.send}`}
            href={contactMailto(landlord.data.email, listingName, message)}
          >
            {contact.send}
          </a>
          {onSite && (
            <SendOnHomestead
              landlordId={landlordId}
              listingId={listingId}
              message={message}
              onSent={() => setMessage('')}
            />
          )}
        </form>
      )}
    </div>
  );
}
