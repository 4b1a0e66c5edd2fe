import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATEGORY_MORE_SIZE,
  CATEGORY_PAGE_SIZE,
  OFFERS_MORE_SIZE,
  OFFERS_PAGE_SIZE,
  RECOMMENDED_COUNT,
  type ListingType,
} from '../../shared/constants';
import type { ListingPage } from '../../shared/schemas/listing';
import { getJson, type RequestContext } from './http';

export interface ListingFilter {
  type?: ListingType;
  offer?: boolean;
  owner?: string;
}

export interface ListingPageRequest extends ListingFilter {
  limit: number;
  cursor?: string | null;
}

/** GET /api/listings: one page, newest first. */
export function getListings(
  request: ListingPageRequest,
  context?: RequestContext,
): Promise<ListingPage> {
  const search = new URLSearchParams();
  if (request.type) search.set('type', request.type);
  if (request.offer !== undefined) search.set('offer', String(request.offer));
  if (request.owner) search.set('owner', request.owner);
  search.set('limit', String(request.limit));
  if (request.cursor) search.set('cursor', request.cursor);
  return getJson<ListingPage>(`/api/listings?${search.toString()}`, context);
}

export const listingKeys = {
  all: ['listings'] as const,
  recommended: () => [...listingKeys.all, 'recommended'] as const,
  pages: (filter: ListingFilter) => [...listingKeys.all, 'pages', filter] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
};

/** The newest listings for the Explore carousel. */
export function recommendedListingsQuery() {
  return queryOptions({
    queryKey: listingKeys.recommended(),
    queryFn: (context) => getListings({ limit: RECOMMENDED_COUNT }, context),
  });
}

export function useRecommendedListings() {
  return useQuery(recommendedListingsQuery());
}

export interface PageSizes {
  first: number;
  more: number;
}

/**
 * A list that grows with "Load More": `first` items, then `more` per page after the cursor. The
 * list pages pass it to useInfiniteQuery themselves: the first visit loads this module (for the
 * prefetch) but never shows a list that grows, and a hook here would bring it the infinite
 * query's observer.
 */
export function listingPagesQuery(filter: ListingFilter, sizes: PageSizes) {
  return infiniteQueryOptions({
    queryKey: listingKeys.pages(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal, client }) =>
      getListings(
        { ...filter, limit: pageParam === null ? sizes.first : sizes.more, cursor: pageParam },
        { signal, client },
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export const categorySizes: PageSizes = { first: CATEGORY_PAGE_SIZE, more: CATEGORY_MORE_SIZE };
export const offersSizes: PageSizes = { first: OFFERS_PAGE_SIZE, more: OFFERS_MORE_SIZE };

export function categoryListingsQuery(type: ListingType) {
  return listingPagesQuery({ type }, categorySizes);
}

export function offerListingsQuery() {
  return listingPagesQuery({ offer: true }, offersSizes);
}

/** The signed-in owner's own listings on the profile: up to 50 a page. */
export function ownListingsQuery(userId: string) {
  return listingPagesQuery({ owner: userId }, { first: 50, more: 50 });
}
