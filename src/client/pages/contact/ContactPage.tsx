import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { commonTexts } from '../../../shared/texts/common';
import { listingTexts } from '../../../shared/texts/listings';
import { useUser } from '../../api/get-user';
import { Spinner } from '../../components/Spinner/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import { useErrorToast } from '../../hooks/useErrorToast';
import { contactMailto } from '../../lib/mailto';
import { textParts } from '../../lib/text-parts';
import styles from './ContactPage.module.css';

/** /contact/:landlordId?listingName=…: write a message, send it with the visitor's mail client. */
export function ContactPage() {
  const { landlordId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listingName = searchParams.get('listingName') ?? '';
  const landlord = useUser(landlordId);
  const { contact } = listingTexts;
  useErrorToast(landlord.error, contact.failed);
  const [message, setMessage] = useState('');
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
        </form>
      )}
    </div>
  );
}
