import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { boxAround } from '../../../shared/geo-distance';
import { listingTexts } from '../../../shared/texts/listings';
import type { Bbox } from '../../../shared/search-filters';
import { searchListingsQuery } from '../../api/search-listings';
import { ListingList } from '../../components/ListingList/ListingList';
import { ListingsPage } from '../../components/ListingsPage/ListingsPage';
import { useErrorToast } from '../../hooks/useErrorToast';
import { useHydrated } from '../../hooks/useHydrated';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { SearchFiltersForm } from './SearchFiltersForm';
import styles from './SearchPage.module.css';
import { resultCount } from './result-count';
import { useSearchFilters } from './useSearchFilters';
import { searchTexts } from '../../../shared/texts/search';

const SearchMap = lazy(() => import('./SearchMap'));

/** Where the map stands beside the results (SearchPage.module.css has the same width). */
const WIDE = '(min-width: 64rem)';

/**
 * /search (docs/product.md#search): the filters, the count of all matches, the results growing
 * with Load More, and the map (beside them on a wide screen; behind "Show map" on a phone). The
 * URL holds the whole search; the server renders it from the URL.
 */
export function SearchPage() {
  const { filters, apply } = useSearchFilters();
  // While a new search loads, the last results stay (dimmed) instead of a spinner.
  const query = useInfiniteQuery({
    ...searchListingsQuery(filters),
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, listingTexts.lists.fetchFailed);
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total;
  const place = firstPage?.place;

  const wide = useMediaQuery(WIDE);
  // Until the app has started these switches would do nothing: they wait for it.
  const hydrated = useHydrated();
  const [showMap, setShowMap] = useState(false);
  const [followMap, setFollowMap] = useState(true);
  const lastView = useRef<Bbox | undefined>(undefined);
  const onMoved = (box: Bbox) => {
    lastView.current = box;
    if (followMap) apply({ ...filters, bbox: box });
  };
  const follow = (on: boolean) => {
    setFollowMap(on);
    apply({ ...filters, bbox: on ? lastView.current : undefined });
  };

  return (
    <ListingsPage heading={searchTexts.heading}>
      <div className={styles.layout}>
        <SearchFiltersForm filters={filters} onChange={apply} />
        <div className={styles.main}>
          <div className={styles.resultsHead}>
            <p role="status" className={styles.count}>
              {total === undefined || total === null
                ? ''
                : resultCount(total, firstPage?.totalCapped)}
            </p>
            <button
              type="button"
              className={`button button-secondary ${styles.mapSwitch}`}
              onClick={() => setShowMap((shown) => !shown)}
              disabled={!hydrated}
            >
              {showMap ? searchTexts.showList : searchTexts.showMap}
            </button>
          </div>
          <div className={styles.panes} data-shown={showMap ? 'map' : 'list'}>
            <section
              aria-label={searchTexts.results}
              className={styles.results}
              aria-busy={query.isPlaceholderData}
            >
              <div className={query.isPlaceholderData ? styles.stale : undefined}>
                <ListingList query={query} emptyText={searchTexts.empty} />
              </div>
            </section>
            <section aria-label={searchTexts.map} className={styles.mapPane}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={followMap}
                  disabled={!hydrated}
                  onChange={(event) => follow(event.target.checked)}
                />
                {searchTexts.followMap}
              </label>
              <div className={styles.mapBox}>
                {(wide || showMap) && (
                  <Suspense fallback={null}>
                    <SearchMap
                      filters={filters}
                      placeBox={place ? boxAround(place, place.radiusKm) : undefined}
                      onMoved={onMoved}
                    />
                  </Suspense>
                )}
              </div>
            </section>
          </div>
        </div>
      </div>
    </ListingsPage>
  );
}
