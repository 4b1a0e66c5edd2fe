import type { QueryClient } from '@tanstack/react-query';
import { clientConfigQuery } from '../api/get-client-config';
import { conversationQuery } from '../api/get-conversation';
import { conversationsQuery } from '../api/get-conversations';
import { listingQuery } from '../api/get-listing';
import { listingStatisticsQuery } from '../api/get-listing-statistics';
import { priceNearbyQuery } from '../api/get-price-nearby';
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
import { isListingId } from '../lib/listing-id';
import { morePages } from '../lib/more-pages';
import { listingTexts } from '../../shared/texts/listings';
import { savedTexts } from '../../shared/texts/saved';
import { titleTexts } from '../../shared/texts/titles';
import { accountPage, page } from './page-modules';
import {
  categoryHead,
  contactHead,
  conversationHead,
  editListingHead,
  listingHead,
  moderationHead,
  notFoundHead,
  signedInHead,
  statisticsHead,
  titled,
} from './page-heads';
import type { PageRoute } from './page-route';
import { PAGE_PATHS } from '../../shared/page-paths';

const moderationPage = () => import('../pages/moderation/ModerationPage');

/** The pages of a list that grows with "Load More": the first, and those its URL asks for. */
const pagesOf = (search: URLSearchParams) => 1 + morePages(search);

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
    ...PAGE_PATHS.explore,
    ...page('pages/explore/ExplorePage.tsx'),
    head: titled(listingTexts.explore.heading),
    loader: ({ queryClient }) =>
      Promise.all([queryClient.prefetchQuery(recommendedListingsQuery()), savedIds(queryClient)]),
  },
  {
    ...PAGE_PATHS.offers,
    ...page('pages/offers/OffersPage.tsx'),
    head: titled(listingTexts.lists.offersHeading),
    loader: ({ queryClient, search }) =>
      Promise.all([
        queryClient.prefetchInfiniteQuery({ ...offerListingsQuery(), pages: pagesOf(search) }),
        savedIds(queryClient),
      ]),
  },
  {
    ...PAGE_PATHS.category,
    ...page('pages/category/CategoryPage.tsx'),
    head: categoryHead,
    loader: async ({ queryClient, params: { categoryName }, search }) => {
      if (isListingType(categoryName)) {
        await Promise.all([
          queryClient.prefetchInfiniteQuery({
            ...categoryListingsQuery(categoryName),
            pages: pagesOf(search),
          }),
          savedIds(queryClient),
        ]);
      }
    },
  },
  {
    ...PAGE_PATHS.listing,
    ...page('pages/listing/ListingPage.tsx'),
    head: listingHead,
    loader: ({ queryClient, params: { listingId = '' } }) =>
      Promise.all([
        queryClient.prefetchQuery(listingQuery(listingId)),
        // Its "Price nearby", asked beside the listing rather than after it: a listing that is
        // not listed answers it at once with nothing.
        queryClient.prefetchQuery(priceNearbyQuery(listingId)),
        queryClient.prefetchQuery(clientConfigQuery()),
        // Its "Save" toggle (the session itself comes with every page: app/route-data.ts).
        savedIds(queryClient),
      ]),
  },
  {
    ...PAGE_PATHS.search,
    ...page('pages/search/SearchPage.tsx'),
    head: titled(titleTexts.search),
    loader: async ({ queryClient, search }) => {
      // Loaded with the page: the search's code stays out of the first visit to other pages.
      const [{ searchListingsQuery }, { filtersFromParams }] = await Promise.all([
        import('../api/search-listings'),
        import('../../shared/search-filters'),
      ]);
      await Promise.all([
        queryClient.prefetchInfiniteQuery({
          ...searchListingsQuery(filtersFromParams(search)),
          pages: pagesOf(search),
        }),
        savedIds(queryClient),
      ]);
    },
  },
  {
    ...PAGE_PATHS.contact,
    ...page('pages/contact/ContactPage.tsx'),
    head: contactHead,
    // The listing too, when one is named: "Send on Homestead" is rendered with the page.
    loader: async ({ queryClient, params: { landlordId = '' }, search }) => {
      const listingId = search.get('listingId') ?? '';
      await Promise.all([
        queryClient.prefetchQuery(userQuery(landlordId)),
        isListingId(listingId) && queryClient.prefetchQuery(listingQuery(listingId)),
      ]);
    },
  },
  {
    ...PAGE_PATHS.unsubscribe,
    ...page('pages/unsubscribe/UnsubscribePage.tsx'),
    head: titled(savedTexts.unsubscribe.title),
  },
  {
    ...PAGE_PATHS.moderation,
    ...page('pages/moderation/ModerationPage.tsx'),
    head: moderationHead,
    loader: async ({ queryClient }) => {
      const session = await sessionOf(queryClient);
      if (!session?.user.moderator) return;
      // From the page's own module: the moderators' requests stay out of every other page's code.
      await (await moderationPage()).prefetchModeration(queryClient, session.user.id);
    },
  },
  {
    ...PAGE_PATHS.renew,
    ...page('pages/renew/RenewPage.tsx'),
    head: titled(titleTexts.renew),
  },
  { ...PAGE_PATHS.signIn, ...accountPage('SignInPage'), head: titled(titleTexts.signIn) },
  { ...PAGE_PATHS.signUp, ...accountPage('SignUpPage'), head: titled(titleTexts.signUp) },
  {
    ...PAGE_PATHS.forgotPassword,
    ...accountPage('ForgotPasswordPage'),
    head: titled(titleTexts.forgotPassword),
  },
  {
    ...PAGE_PATHS.resetPassword,
    ...accountPage('ResetPasswordPage'),
    head: titled(titleTexts.resetPassword),
  },
  {
    ...PAGE_PATHS.verifyEmail,
    ...accountPage('VerifyEmailPage'),
    head: titled(titleTexts.verifyEmail),
  },
  {
    // The route guard (spinner, then the page or /sign-in): the pages with `access` nest in it.
    ...accountPage('RequireAuth'),
    head: signedInHead,
    // Each page loads what it shows first, the session included (app/route-data.ts): the page rendered on the
    // server is then the page the browser hydrates, not the guard's spinner (the browser would
    // know the session by the time the page's code arrives, and render something else). A loader
    // asks for the session before a visitor's own data: it runs before anyone is sent away (on
    // the server, and in the browser while the page's code loads) and must not ask for nobody's.
    children: [
      {
        ...PAGE_PATHS.profile,
        ...accountPage('ProfilePage'),
        head: titled(titleTexts.profile),
        loader: async ({ queryClient, search }) => {
          const session = await sessionOf(queryClient);
          if (!session) return;
          await Promise.all([
            queryClient.prefetchQuery(meQuery()),
            queryClient.prefetchInfiniteQuery({
              ...ownListingsQuery(session.user.id),
              pages: pagesOf(search),
            }),
          ]);
        },
      },
      // The create and edit form: its own chunk, loaded through the account chunk (see there).
      {
        ...PAGE_PATHS.createListing,
        ...accountPage('ListingFormPage'),
        head: titled(titleTexts.createListing),
      },
      {
        ...PAGE_PATHS.editListing,
        ...accountPage('ListingFormPage'),
        head: editListingHead,
        loader: ({ queryClient, params: { listingId = '' } }) =>
          queryClient.prefetchQuery(listingQuery(listingId)),
      },
      {
        ...PAGE_PATHS.saved,
        ...page('pages/saved/SavedPage.tsx'),
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
      {
        ...PAGE_PATHS.messages,
        ...page('pages/messages/MessagesPage.tsx'),
        head: titled(titleTexts.messages),
        loader: async ({ queryClient, search }) => {
          const userId = (await sessionOf(queryClient))?.user.id;
          if (!userId) return;
          const pages = pagesOf(search);
          await queryClient.prefetchInfiniteQuery({ ...conversationsQuery(userId), pages });
        },
      },
      {
        ...PAGE_PATHS.conversation,
        ...page('pages/messages/ConversationPage.tsx'),
        head: conversationHead,
        loader: async ({ queryClient, params: { conversationId = '' } }) => {
          const userId = (await sessionOf(queryClient))?.user.id;
          if (userId) await queryClient.prefetchQuery(conversationQuery(userId, conversationId));
        },
      },
      {
        ...PAGE_PATHS.statistics,
        ...page('pages/statistics/StatisticsPage.tsx'),
        head: statisticsHead,
        loader: async ({ queryClient, params: { listingId = '' } }) => {
          const userId = (await sessionOf(queryClient))?.user.id;
          if (userId) await queryClient.prefetchQuery(listingStatisticsQuery(userId, listingId));
        },
      },
    ],
  },
  {
    ...PAGE_PATHS.notFound,
    ...page('pages/not-found/NotFoundPage.tsx'),
    head: notFoundHead,
  },
];

/** Every module the routes name, for the server to find in the build's manifest. */
export function routeModules(routes = pageRoutes): string[] {
  return [...new Set(routes.flatMap((r) => [r.module, ...routeModules(r.children ?? [])]))];
}
