import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Listing, ListingPage } from '../../shared/schemas/listing';
import { listingKeys } from './get-listings';

/**
 * After a create or an edit: every cached list may now be out of date, and the saved listing is
 * what its detail page shows next (no second request for it).
 */
export function rememberSavedListing(queryClient: QueryClient, listing: Listing): void {
  void queryClient.invalidateQueries({ queryKey: listingKeys.all });
  queryClient.setQueryData(listingKeys.detail(listing.id), listing);
}

function isPage(data: unknown): data is ListingPage {
  return typeof data === 'object' && data !== null && Array.isArray((data as ListingPage).items);
}

function isPages(data: unknown): data is InfiniteData<ListingPage> {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as InfiniteData<ListingPage>).pages)
  );
}

/** A cached list (one page, or the pages of a Load More list) without the listing `id`. */
export function withoutListing<T>(data: T, id: string): T {
  const keep = (page: ListingPage): ListingPage =>
    page.items.some((item) => item.id === id)
      ? { ...page, items: page.items.filter((item) => item.id !== id) }
      : page;
  if (isPages(data)) return { ...data, pages: data.pages.map(keep) };
  if (isPage(data)) return keep(data) as T;
  return data;
}
