import { Link } from 'react-router';
import { listingTexts } from '../../../shared/texts/listings';
import { useRecommendedListings } from '../../api/get-listings';
import rentImage from '../../assets/category-rent.webp';
import saleImage from '../../assets/category-sale.webp';
import { Spinner } from '../../components/Spinner/Spinner';
import styles from './ExplorePage.module.css';
import { RecommendedCarousel } from './RecommendedCarousel';
import { SearchBox } from './SearchBox';

const { explore } = listingTexts;

const categories = [
  { to: '/category/rent', label: explore.placesForRent, image: rentImage },
  { to: '/category/sale', label: explore.placesForSell, image: saleImage },
];

export function ExplorePage() {
  const recommended = useRecommendedListings();

  return (
    <div className={styles.page}>
      <h1>{explore.heading}</h1>
      <SearchBox />

      <section className={styles.section} aria-labelledby="recommended-heading">
        <h2 id="recommended-heading">{explore.recommended}</h2>
        {recommended.isPending ? (
          <Spinner />
        ) : recommended.isError ? (
          <p className={styles.note}>{explore.recommendedUnavailable}</p>
        ) : recommended.data.items.length === 0 ? (
          <p className={styles.note}>{explore.nothingListed}</p>
        ) : (
          <RecommendedCarousel listings={recommended.data.items} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="categories-heading">
        <h2 id="categories-heading">{explore.categories}</h2>
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.to}>
              <Link to={category.to} className={styles.category}>
                <img
                  className={styles.categoryImage}
                  src={category.image}
                  alt=""
                  width={800}
                  height={533}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.categoryLabel}>{category.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
