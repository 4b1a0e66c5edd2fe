import { Link } from 'react-router';
import type { Listing } from '../../../shared/schemas/listing';
import { Carousel } from '../../components/Carousel/Carousel';
import { ListingPhoto } from '../../components/ListingPhoto/ListingPhoto';
import { displayPrice, listingPath } from '../../../shared/listing-price';
import styles from './RecommendedCarousel.module.css';
import { listingTexts } from '../../../shared/texts/listings';

/** The newest listings, one slide per view; each slide links to the listing. */
export function RecommendedCarousel({ listings }: { listings: Listing[] }) {
  const slides = listings.map((listing, index) => {
    const cover = listing.images[0];
    return (
      <Link key={listing.id} to={listingPath(listing)} className={styles.slide}>
        {cover && (
          <ListingPhoto
            image={cover}
            alt={listing.name}
            className={styles.image}
            first={index === 0}
          />
        )}
        <span className={styles.caption}>
          <span className={styles.name}>{listing.name}</span>
          <span className={styles.price}>{displayPrice(listing)}</span>
        </span>
      </Link>
    );
  });
  return <Carousel label={listingTexts.explore.recommendedLabel} slides={slides} />;
}
