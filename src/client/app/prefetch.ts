import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { clientConfigQuery } from '../api/get-client-config';
import { listingQuery } from '../api/get-listing';
import {
  categoryListingsQuery,
  offerListingsQuery,
  recommendedListingsQuery,
} from '../api/get-listings';
import { sessionQuery } from '../api/get-session';
import { userQuery } from '../api/get-user';
import { isListingType } from '../lib/listing-type';

type Prefetch = (
  queryClient: QueryClient,
  params: Params,
  search: URLSearchParams,
) => Promise<unknown>;

/** The data each page needs first, by route pattern. */
const prefetches: [pattern: string, prefetch: Prefetch][] = [
  ['/', (client) => client.prefetchQuery(recommendedListingsQuery())],
  ['/offer', (client) => client.prefetchInfiniteQuery(offerListingsQuery())],
  [
    '/category/:categoryName',
    async (client, { categoryName }) => {
      if (isListingType(categoryName)) {
        await client.prefetchInfiniteQuery(categoryListingsQuery(categoryName));
      }
    },
  ],
  [
    '/category/:categoryName/:listingId',
    (client, { listingId = '' }) =>
      Promise.all([
        client.prefetchQuery(listingQuery(listingId)),
        client.prefetchQuery(clientConfigQuery()),
        // The page waits for it: the owner is not offered to contact themselves.
        client.prefetchQuery(sessionQuery()),
      ]),
  ],
  [
    '/search',
    async (client, _params, search) => {
      // Loaded with the page: the search's code stays out of the first visit to other pages.
      const [{ searchListingsQuery }, { filtersFromParams }] = await Promise.all([
        import('../api/search-listings'),
        import('../../shared/search-filters'),
      ]);
      await client.prefetchInfiniteQuery(searchListingsQuery(filtersFromParams(search)));
    },
  ],
  [
    '/contact/:landlordId',
    (client, { landlordId = '' }) => client.prefetchQuery(userQuery(landlordId)),
  ],
];

/**
 * Starts the data requests of the page at `path` (with its query string). The browser does not
 * wait: they run while the page's code downloads instead of after. The server waits, and renders
 * the page with them. A failed request stays in the cache as the query's error (prefetches never
 * throw).
 */
export async function prefetchRoute(queryClient: QueryClient, path: string): Promise<void> {
  const url = new URL(path, 'http://localhost');
  for (const [pattern, prefetch] of prefetches) {
    const match = matchPath(pattern, url.pathname);
    if (match) {
      await prefetch(queryClient, match.params, url.searchParams);
      return;
    }
  }
}
