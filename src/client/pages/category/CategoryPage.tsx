import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { listingTexts } from '../../../shared/texts/listings';
import { categoryListingsQuery } from '../../api/get-listings';
import { ListingList } from '../../components/ListingList/ListingList';
import { ListingsPage } from '../../components/ListingsPage/ListingsPage';
import styles from '../../components/ListingsPage/ListingsPage.module.css';
import { useErrorToast } from '../../hooks/useErrorToast';
import { isListingType } from '../../lib/listing-type';

/**
 * /category/:categoryName. Only "rent" and "sale" are categories; any other name shows the
 * empty text at once, without asking the API. The heading follows the product's two cases (docs/product.md#pages):
 * "Places for rent" for rent, "Places for Sale" otherwise.
 */
export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const type = isListingType(categoryName) ? categoryName : null;
  // No request at all for a name that is not a listing type.
  const query = useInfiniteQuery({
    ...categoryListingsQuery(type ?? 'rent'),
    enabled: type !== null,
  });
  useErrorToast(query.error, listingTexts.lists.fetchFailed);
  const emptyText = listingTexts.lists.categoryEmpty({
    categoryName: type ? listingTexts.lists.categoryNames[type] : categoryName,
  });

  return (
    <ListingsPage heading={listingTexts.lists.categoryHeading[type === 'rent' ? 'rent' : 'sale']}>
      {type && (
        <p className={styles.filtersLink}>
          <Link to={`/search?type=${type}`}>{listingTexts.lists.filters}</Link>
        </p>
      )}
      {type ? (
        <ListingList query={query} emptyText={emptyText} />
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
    </ListingsPage>
  );
}
