import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { boxAround } from '../../../shared/geo-distance';
import { listingTexts } from '../../../shared/texts/listings';
import type { Bbox } from '../../../shared/search-filters';
import { searchListingsQuery } from '../../api/search-listings';
import { Choice } from '../../components/Choice/Choice';
import { ListingList } from '../../components/ListingList/ListingList';
import { ListingsPage } from '../../components/ListingsPage/ListingsPage';
import { Dialog } from '../../components/Dialog/Dialog';
import { useErrorToast } from '../../hooks/useErrorToast';
import { useHydrated } from '../../hooks/useHydrated';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { FilterChips } from './FilterChips';
import { SaveSearchButton } from './SaveSearchButton';
import { SearchFiltersForm } from './SearchFiltersForm';
import styles from './SearchPage.module.css';
import { resultCount } from './result-count';
import { useSearchFilters } from './useSearchFilters';
import { searchTexts } from '../../../shared/texts/search';
import { titleTexts } from '../../../shared/texts/titles';

const SearchMap = lazy(() => import('./SearchMap'));

/** Where the map stands beside the results (SearchPage.module.css has the same width). */
const WIDE = '(min-width: 64rem)';
/** Where the filters stand beside the results; narrower, behind "Filters" (the same width in CSS). */
const SIDE_FILTERS = '(min-width: 48rem)';

/**
 * /search (docs/product.md#search): the filters, the count of all matches, the results growing
 * with Load More, and the map (beside them on a wide screen; behind "Show map" on a phone). On
 * a phone the results come first: the filters open in a dialog from "Filters", and the active
 * ones show as chips. The URL holds the whole search; the server renders it from the URL, and
 * CSS alone decides what a phone shows, so its first paint is already the phone's.
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
  // The URL's place as this page names it, once the answer is the URL's (not the last one kept).
  const placeLabel = query.isPlaceholderData ? undefined : place?.label;

  const wide = useMediaQuery(WIDE);
  // One form at a time: beside the results, or in the phone's dialog (a screen grown wide
  // while the dialog is open puts it back beside them).
  const sideFilters = useMediaQuery(SIDE_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  if (filtersOpen && sideFilters) setFiltersOpen(false);
  const inDialog = filtersOpen && !sideFilters;
  const dialogForm = useRef<HTMLFormElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    // What was typed in the last pause applies before the form goes.
    dialogForm.current?.requestSubmit();
    setFiltersOpen(false);
  };
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
    <ListingsPage heading={titleTexts.search}>
      <div className={styles.layout}>
        {!inDialog && (
          <div className={styles.sideFilters}>
            <SearchFiltersForm filters={filters} onChange={apply} placeLabel={placeLabel} />
          </div>
        )}
        <div className={styles.main}>
          <div className={styles.resultsHead}>
            <p role="status" className={styles.count}>
              {total === undefined || total === null
                ? ''
                : resultCount(total, firstPage?.totalCapped)}
            </p>
            <div className={styles.actions}>
              <button
                ref={filtersButton}
                type="button"
                className={`button button-secondary ${styles.filtersButton}`}
                onClick={() => setFiltersOpen(true)}
                disabled={!hydrated}
              >
                {searchTexts.filters.label}
              </button>
              <SaveSearchButton filters={filters} placeLabel={placeLabel} />
              <button
                type="button"
                className={`button button-secondary ${styles.mapSwitch}`}
                onClick={() => setShowMap((shown) => !shown)}
                disabled={!hydrated}
              >
                {showMap ? searchTexts.showList : searchTexts.showMap}
              </button>
            </div>
          </div>
          <div className={styles.chips}>
            <FilterChips
              filters={filters}
              onChange={apply}
              emptyFocus={filtersButton}
              placeLabel={placeLabel}
            />
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
              <Choice
                type="checkbox"
                name="followMap"
                checked={followMap}
                disabled={!hydrated}
                onChange={(event) => follow(event.target.checked)}
              >
                {searchTexts.followMap}
              </Choice>
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
      <Dialog
        open={inDialog}
        onClose={closeFilters}
        heading={searchTexts.filters.label}
        variant="sheet"
      >
        <SearchFiltersForm
          ref={dialogForm}
          filters={filters}
          onChange={apply}
          framed={false}
          placeLabel={placeLabel}
        />
        <div className={styles.sheetFoot}>
          <button type="button" className="button" onClick={closeFilters}>
            {searchTexts.showResults}
          </button>
        </div>
      </Dialog>
    </ListingsPage>
  );
}
