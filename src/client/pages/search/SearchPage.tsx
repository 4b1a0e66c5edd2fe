import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import { searchListingsQuery } from '../../api/search-listings';
import { ListingList } from '../../components/ListingList/ListingList';
import { ListingsPage } from '../../components/ListingsPage/ListingsPage';
import { useErrorToast } from '../../hooks/useErrorToast';
import { SearchFiltersForm } from './SearchFiltersForm';
import styles from './SearchPage.module.css';
import { searchTexts } from './search-texts';
import { useSearchFilters } from './useSearchFilters';

/**
 * /search (docs/product.md#search): the filters, the count of all matches and the results,
 * growing with Load More. The URL holds the whole search; the server renders it from the URL.
 */
export function SearchPage() {
  const { filters, apply } = useSearchFilters();
  // While a new search loads, the last results stay (dimmed) instead of a spinner.
  const query = useInfiniteQuery({
    ...searchListingsQuery(filters),
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, messages.listingsFetchFailed);
  const total = query.data?.pages[0]?.total;

  return (
    <ListingsPage heading={searchTexts.heading}>
      <div className={styles.layout}>
        <SearchFiltersForm filters={filters} onChange={apply} />
        <section
          aria-label="Results"
          className={styles.results}
          aria-busy={query.isPlaceholderData}
        >
          <p role="status" className={styles.count}>
            {total === undefined ? '' : searchTexts.count(total)}
          </p>
          <div className={query.isPlaceholderData ? styles.stale : undefined}>
            <ListingList query={query} emptyText={searchTexts.empty} />
          </div>
        </section>
      </div>
    </ListingsPage>
  );
}
