import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { listingTexts } from '../../../shared/texts/listings';
import type { ListingDetail } from '../../../shared/schemas/listing';
import { messagesContactTexts } from '../../../shared/texts/messages-contact';
import { Carousel } from '../../components/Carousel/Carousel';
import { ListingPhoto } from '../../components/ListingPhoto/ListingPhoto';
import { FactIcon } from '../../components/icons/FactIcons';
import { SaveHomeButton } from '../../components/SaveHomeButton/SaveHomeButton';
import { RoomFacts } from '../../components/RoomFacts/RoomFacts';
import { Spinner } from '../../components/Spinner/Spinner';
import { contactPath } from '../../lib/contact-path';
import { indiaDate } from '../../../shared/listing-facts';
import { discountText, displayPrice } from '../../../shared/listing-price';
import { useHydrated } from '../../hooks/useHydrated';
import { CopyLinkButton } from './CopyLinkButton';
import { AboutHome, ListingFactList } from './ListingFacts';
import { PriceNearby } from './PriceNearby';
import { ReportListingButton } from './ReportListingButton';
import styles from './ListingDetails.module.css';

const ListingMap = lazy(() => import('./ListingMap'));

interface ListingDetailsProps {
  listing: ListingDetail;
  /** The signed-in viewer, if any: the owner is not offered to contact themselves. */
  viewerId?: string | null;
  /**
   * What "today" is for "Available from" when the listing does not say (its `today`, India's
   * date by the app's clock when it was read, which the browser takes over from the server with
   * the data: both renders say the same). A component test sets it; the time of rendering
   * otherwise.
   */
  now?: Date | number | string;
}

export function ListingDetails({ listing, viewerId = null, now }: ListingDetailsProps) {
  const { detail, facts } = listingTexts;
  const discount = discountText(listing);
  const isOwner = viewerId !== null && viewerId === listing.userRef;
  // Leaflet needs a browser: the server leaves the map's box empty, the same size.
  const hydrated = useHydrated();

  const photos = listing.images.map((image, index) => (
    <ListingPhoto
      key={image.src}
      image={image}
      alt={
        listing.images.length > 1
          ? detail.photo({ name: listing.name, number: index + 1 })
          : listing.name
      }
      className={styles.photo}
      first={index === 0}
    />
  ));

  return (
    <article className={styles.detail}>
      <div className={styles.gallery}>
        <Carousel label={detail.photos} slides={photos} />
        <div className={styles.share}>
          <CopyLinkButton />
        </div>
      </div>

      <div className={styles.layout}>
        <div className={styles.info}>
          <h1 className={styles.title}>
            {detail.heading({ name: listing.name, price: displayPrice(listing) })}
          </h1>
          <p className={styles.location}>
            <FactIcon fact="pin" />
            {listing.location}
          </p>
          <p className={styles.tags}>
            <span className={styles.type}>
              {listing.type === 'rent' ? facts.forRent : facts.forSale}
            </span>
            {discount && <span className={styles.discount}>{discount}</span>}
            <SaveHomeButton listing={listing} />
          </p>
          <ul className={styles.facts}>
            <RoomFacts listing={listing} />
            <li>
              <FactIcon fact="parking" />
              {listing.parking ? facts.parkingSpot : facts.noParking}
            </li>
            <li>
              <FactIcon fact="sofa" />
              {listing.furnished ? facts.furnished : facts.notFurnished}
            </li>
          </ul>
          <ListingFactList
            listing={listing}
            today={listing.today ?? indiaDate(now === undefined ? new Date() : new Date(now))}
          />
          <PriceNearby listing={listing} />
          {listing.status !== 'listed' && (
            <p className={styles.status}>
              {listing.status === 'expired' ? detail.expired : listingTexts.status[listing.status]}
            </p>
          )}
          {!isOwner && listing.status === 'listed' && (
            <Link to={contactPath(listing)} className={`button ${styles.contact}`}>
              {detail.contactLandOwner}
            </Link>
          )}
          {listing.status === 'listed' && listing.ownerReplyTime && (
            <p className={styles.replyTime}>
              {messagesContactTexts.replyTime[listing.ownerReplyTime]}
            </p>
          )}
          {/* Its owner reports nothing of theirs; a hidden one is in the moderators' hands. */}
          {!isOwner && listing.status !== 'hidden' && <ReportListingButton listing={listing} />}
        </div>

        <section className={styles.map} aria-label={detail.map}>
          {hydrated && (
            <Suspense fallback={<Spinner />}>
              <ListingMap position={listing.geoLocation} label={listing.location} />
            </Suspense>
          )}
        </section>
      </div>

      <AboutHome description={listing.description} />
    </article>
  );
}
