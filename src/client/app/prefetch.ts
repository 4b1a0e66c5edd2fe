import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { clientConfigQuery } from '../api/get-client-config';
import { listingQuery } from '../api/get-listing';
import {
  categoryListingsQuery,
  offerListingsQuery,
  recommendedListingsQuery,
} from '../api/get-listings';
import { userQuery } from '../api/get-user';
import { isListingType } from '../lib/listing-type';

type Prefetch = (queryClient: QueryClient, params: Params) => void;

/** The data each page needs first, by route pattern. */
const prefetches: [pattern: string, prefetch: Prefetch][] = [
  ['/', (client) => void client.prefetchQuery(recommendedListingsQuery())],
  ['/offer', (client) => void client.prefetchInfiniteQuery(offerListingsQuery())],
  [
    '/category/:categoryName',
    (client, { categoryName }) => {
      if (isListingType(categoryName)) {
        void client.prefetchInfiniteQuery(categoryListingsQuery(categoryName));
      }
    },
  ],
  [
    '/category/:categoryName/:listingId',
    (client, { listingId = '' }) => {
      void client.prefetchQuery(listingQuery(listingId));
      void client.prefetchQuery(clientConfigQuery());
    },
  ],
  [
    '/contact/:landlordId',
    (client, { landlordId = '' }) => void client.prefetchQuery(userQuery(landlordId)),
  ],
];

/**
 * Starts the data requests of the page at `pathname`, so they run while its code downloads
 * instead of after. Pages read the same queries; nothing waits on this.
 */
export function prefetchRoute(queryClient: QueryClient, pathname: string): void {
  for (const [pattern, prefetch] of prefetches) {
    const match = matchPath(pattern, pathname);
    if (match) {
      prefetch(queryClient, match.params);
      return;
    }
  }
}
