import { useId } from 'react';
import type { ListingType } from '../../../shared/constants';
import type { ListingDetail } from '../../../shared/schemas/listing';
import type { PriceNearby as Comparison } from '../../../shared/schemas/price-nearby';
import { priceNearbyTexts } from '../../../shared/texts/price-nearby';
import { usePriceNearby } from '../../api/get-price-nearby';
import { priceNearbyLines } from './price-nearby-lines';
import styles from './PriceNearby.module.css';

/**
 * "Price nearby" of a listed home (docs/product.md#price-nearby), rendered on the server with
 * the page (its loader asks for it beside the listing). Nothing while it loads, when it fails or
 * when there is no comparison: the page is whole without it.
 */
export function PriceNearby({ listing }: { listing: ListingDetail }) {
  const listed = listing.status === 'listed';
  const nearby = usePriceNearby(listing.id, listed);
  if (!listed || !nearby.data) return null;
  return <PriceNearbySection nearby={nearby.data} type={listing.type} />;
}

/** The section itself: its heading, the median of the neighbours and where this home stands. */
export function PriceNearbySection({ nearby, type }: { nearby: Comparison; type: ListingType }) {
  const headingId = useId();
  const lines = priceNearbyLines(nearby, type);
  return (
    <section className={styles.nearby} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {priceNearbyTexts.heading}
      </h2>
      <p>{lines.median}</p>
      <p className={styles.standing}>{lines.standing}</p>
    </section>
  );
}
