import { Fragment, useId } from 'react';
import type { Listing } from '../../../shared/schemas/listing';
import { listingFactsTexts } from '../../../shared/texts/listing-facts';
import { factRows } from './fact-rows';
import styles from './ListingFacts.module.css';

/**
 * The facts a listing has beyond its rooms, as a description list: each name a `dt`, its value
 * the next `dd` (docs/product.md#listing-facts). Nothing at all for a listing without any.
 */
export function ListingFactList({ listing, today }: { listing: Listing; today: string }) {
  const rows = factRows(listing, today);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <dt>{row.name}</dt>
          <dd>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The owner's description under "About this home": plain text as written, its line breaks kept
 * by CSS (white-space: pre-line). React writes it as text, so markup in it shows as such and no
 * address in it becomes a link.
 */
export function AboutHome({ description }: { description: string | null }) {
  const headingId = useId();
  if (!description) return null;
  return (
    <section className={styles.about} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.aboutHeading}>
        {listingFactsTexts.detail.about}
      </h2>
      <p className={styles.description}>{description}</p>
    </section>
  );
}
