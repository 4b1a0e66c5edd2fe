import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { clientConfigQuery } from '../api/get-client-config';
import { listingQuery } from '../api/get-listing';
import {
  categoryListingsQuery,
  offerListingsQuery,
  ownListingsQuery,
  recommendedListingsQuery,
} from '../api/get-listings';
import { meQuery } from '../api/get-me';
import { savedHomeIdsQuery } from '../api/get-saved-home-ids';
import { savedHomesQuery } from '../api/get-saved-homes';
import { savedSearchesQuery } from '../api/get-saved-searches';
import { sessionQuery } from '../api/get-session';
import { userQuery } from '../api/get-user';
import { isListingType } from '../lib/listing-type';
import { listingTexts } from '../../shared/texts/listings';
import { savedTexts } from '../../shared/texts/saved';
import { titleTexts } from '../../shared/texts/titles';
import type * as AccountPages from './account-pages';
import { lazyPage } from './lazy-page';
import {
  categoryHead,
  contactHead,
  listingHead,
  moderationHead,
  notFoundHead,
  signedInHead,
  titled,
  type RouteHead,
} from './page-heads';

/** What a route's loader is given: the query client to fill, the URL's parameters and query. */
export interface LoaderContext {
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
}

/**
 * One route of the app, read by the browser's router, the server's renderer and its asset lookup
 * alike. (Declarative routing, not React Router's data routes: see decisions 6 and 31.)
 */
export interface PageRoute {
  /** The path under the root layout; none for a layout route. */
  path?: string;
  /**
   * The page's module, a source file under src/client: its chunk in the build's manifest, whose
   * scripts and styles a page rendered on the server links. The server checks each at start.
   */
  module: string;
  /** The page, a lazy component of that module. */
  Page: ComponentType;
  /**
   * Starts the queries the page needs first: in the browser while its code downloads, on the
   * server before it renders. A failed request stays in the cache as the query's error.
   */
  loader?: (context: LoaderContext) => Promise<unknown>;
  /** Its title, status and preview data, from what the loader fetched (app/page-heads.ts). */
  head?: RouteHead;
  children?: PageRoute[];
}

/** A page in a chunk of its own: its module, and the component loaded from it. */
const page = <M>(module: string, load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  module,
  Page: lazyPage(module, () => load().then(pick)),
});

// The account pages and the route guard share one chunk (see account-pages.ts).
const accountPage = (name: keyof typeof AccountPages.accountPages) =>
  page(
    'app/account-pages.ts',
    () => import('./account-pages'),
    (m) => m.accountPages[name],
  );

const moderationPage = () => import('../pages/moderation/ModerationPage');

/** The visitor's session, or null: signed out, or it could not be asked. */
const sessionOf = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(sessionQuery()).catch(() => null);

/**
 * Which homes a signed-in visitor saved, for the "Save" toggles of a page of listings: rendered
 * on the server as they are, not as "not saved" until the browser asks.
 */
async function savedIds(queryClient: QueryClient) {
  const session = await sessionOf(queryClient);
  if (session) await queryClient.prefetchQuery(savedHomeIdsQuery(session.user.id));
}

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    ...page(
      'pages/explore/ExplorePage.tsx',
      () => import('../pages/explore/ExplorePage'),
      (m) => m.ExplorePage,
    ),
    head: titled(listingTexts.explore.heading),
    loader: ({ queryClient }) =>
      Promise.all([queryClient.prefetchQuery(recommendedListingsQuery()), savedIds(queryClient)]),
  },
  {
    path: 'offer',
    ...page(
      'pages/offers/OffersPage.tsx',
      () => import('../pages/offers/OffersPage'),
      (m) => m.OffersPage,
    ),
    head: titled(listingTexts.lists.offersHeading),
    loader: ({ queryClient }) =>
      Promise.all([queryClient.prefetchInfiniteQuery(offerListingsQuery()), savedIds(queryClient)]),
  },
  {
    path: 'category/:categoryName',
    ...page(
      'pages/category/CategoryPage.tsx',
      () => import('../pages/category/CategoryPage'),
      (m) => m.CategoryPage,
    ),
    head: categoryHead,
    loader: async ({ queryClient, params: { categoryName } }) => {
      if (isListingType(categoryName)) {
        await Promise.all([
          queryClient.prefetchInfiniteQuery(categoryListingsQuery(categoryName)),
          savedIds(queryClient),
        ]);
      }
    },
  },
  {
    path: 'category/:categoryName/:listingId',
    ...page(
      'pages/listing/ListingPage.tsx',
      () => import('../pages/listing/ListingPage'),
      (m) => m.ListingPage,
    ),
    head: listingHead,
    loader: ({ queryClient, params: { listingId = '' } }) =>
      Promise.all([
        queryClient.prefetchQuery(listingQuery(listingId)),
        queryClient.prefetchQuery(clientConfigQuery()),
        // Its "Save" toggle (the session itself comes with every page: app/route-data.ts).
        savedIds(queryClient),
      ]),
  },
  {
    path: 'search',
    ...page(
      'pages/search/SearchPage.tsx',
      () => import('../pages/search/SearchPage'),
      (m) => m.SearchPage,
    ),
    head: titled(titleTexts.search),
    loader: async ({ queryClient, search }) => {
      // Loaded with the page: the search's code stays out of the first visit to other pages.
      const [{ searchListingsQuery }, { filtersFromParams }] = await Promise.all([
        import('../api/search-listings'),
        import('../../shared/search-filters'),
      ]);
      await Promise.all([
        queryClient.prefetchInfiniteQuery(searchListingsQuery(filtersFromParams(search))),
        savedIds(queryClient),
      ]);
    },
  },
  {
    path: 'contact/:landlordId',
    ...page(
      'pages/contact/ContactPage.tsx',
      () => import('../pages/contact/ContactPage'),
      (m) => m.ContactPage,
    ),
    head: contactHead,
    loader: ({ queryClient, params: { landlordId = '' } }) =>
      queryClient.prefetchQuery(userQuery(landlordId)),
  },
  {
    // An alert's unsubscribe link: no sign-in, the token names the search.
    path: 'unsubscribe',
    ...page(
      'pages/unsubscribe/UnsubscribePage.tsx',
      () => import('../pages/unsubscribe/UnsubscribePage'),
      (m) => m.UnsubscribePage,
    ),
    head: titled(savedTexts.unsubscribe.title),
  },
  {
    // Moderators only: anyone else gets the not-found page (404), visitors included.
    path: 'moderation',
    ...page('pages/moderation/ModerationPage.tsx', moderationPage, (m) => m.ModerationPage),
    head: moderationHead,
    loader: async ({ queryClient }) => {
      const session = await sessionOf(queryClient);
      if (!session?.user.moderator) return;
      // From the page's own module: the moderators' requests stay out of every other page's code.
      await (await moderationPage()).prefetchModeration(queryClient, session.user.id);
    },
  },
  {
    // A reminder's renew link: no sign-in, the token names the listing.
    path: 'renew',
    ...page(
      'pages/renew/RenewPage.tsx',
      () => import('../pages/renew/RenewPage'),
      (m) => m.RenewPage,
    ),
    head: titled(titleTexts.renew),
  },
  { path: 'sign-in', ...accountPage('SignInPage'), head: titled(titleTexts.signIn) },
  { path: 'sign-up', ...accountPage('SignUpPage'), head: titled(titleTexts.signUp) },
  {
    path: 'forgot-password',
    ...accountPage('ForgotPasswordPage'),
    head: titled(titleTexts.forgotPassword),
  },
  {
    path: 'reset-password',
    ...accountPage('ResetPasswordPage'),
    head: titled(titleTexts.resetPassword),
  },
  // Where an e-mail verification link ends, verified or not (`?error=`).
  { path: 'verify-email', ...accountPage('VerifyEmailPage'), head: titled(titleTexts.verifyEmail) },
  {
    // The route guard (spinner, then the page or /sign-in): protected pages nest in it.
    ...accountPage('RequireAuth'),
    head: signedInHead,
    // Each page loads what it shows first, the session included (app/route-data.ts): the page rendered on the
    // server is then the page the browser hydrates, not the guard's spinner (the browser would
    // know the session by the time the page's code arrives, and render something else).
    children: [
      {
        path: 'profile',
        ...accountPage('ProfilePage'),
        head: titled(titleTexts.profile),
        loader: async ({ queryClient }) => {
          const session = await sessionOf(queryClient);
          if (!session) return;
          await Promise.all([
            queryClient.prefetchQuery(meQuery()),
            queryClient.prefetchInfiniteQuery(ownListingsQuery(session.user.id)),
          ]);
        },
      },
      // The create and edit form: its own chunk, loaded through the account chunk (see there).
      {
        path: 'create-listing',
        ...accountPage('ListingFormPage'),
        head: titled(titleTexts.createListing),
      },
      {
        path: 'edit-listing/:listingId',
        ...accountPage('ListingFormPage'),
        head: titled(titleTexts.editListing),
        loader: ({ queryClient, params: { listingId = '' } }) =>
          queryClient.prefetchQuery(listingQuery(listingId)),
      },
    ],
  },
  {
    // Signing in from here comes back here.
    ...accountPage('RequireAuthReturning'),
    head: signedInHead,
    children: [
      {
        path: 'saved',
        ...page(
          'pages/saved/SavedPage.tsx',
          () => import('../pages/saved/SavedPage'),
          (m) => m.SavedPage,
        ),
        head: titled(savedTexts.title),
        loader: async ({ queryClient }) => {
          const session = await sessionOf(queryClient);
          if (!session) return;
          await Promise.all([
            queryClient.prefetchQuery(savedHomesQuery(session.user.id)),
            queryClient.prefetchQuery(savedSearchesQuery(session.user.id)),
          ]);
        },
      },
    ],
  },
  {
    path: '*',
    ...page(
      'pages/not-found/NotFoundPage.tsx',
      () => import('../pages/not-found/NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
    head: notFoundHead,
  },
];

/** Every module the routes name, for the server to find in the build's manifest. */
export function routeModules(routes = pageRoutes): string[] {
  return [...new Set(routes.flatMap((r) => [r.module, ...routeModules(r.children ?? [])]))];
}
