import type { QueryClient } from '@tanstack/react-query';
import { displayPrice } from '../../shared/listing-price';
import type { PageMeta } from '../../shared/page-rendering';
import type { Listing } from '../../shared/schemas/listing';
import { commonTexts } from '../../shared/texts/common';
import { listingTexts } from '../../shared/texts/listings';
import { titleTexts } from '../../shared/texts/titles';
import { conversationQuery } from '../api/get-conversation';
import { listingStatisticsQuery } from '../api/get-listing-statistics';
import { listingQuery } from '../api/get-listing';
import { sessionQuery } from '../api/get-session';
import { userQuery } from '../api/get-user';
import { isNotFound, isUnknownId } from '../api/http';
import { moderationKeys } from '../api/moderation-keys';
import { isListingType } from '../lib/listing-type';
import type { LoaderContext } from './page-route';

/**
 * A route's head: its title, status and preview data, from what its loader put in the query
 * cache. `inner` is the head of the page inside a layout route, which the layout passes on or
 * withholds. The server renders a page with its head; the browser titles the document with it.
 */
export type RouteHead = (context: LoaderContext, inner: PageMeta) => PageMeta;

const sessionState = (queryClient: QueryClient) =>
  queryClient.getQueryState(sessionQuery().queryKey);

/** A page whose title does not depend on its data. */
export const titled =
  (title: string): RouteHead =>
  () => ({ title });

export const notFoundHead: RouteHead = () => ({ title: commonTexts.notFound.title, status: 404 });

/** "For Rent · ₹25,000 / Month · 2 Bedrooms · 1 Bathroom · Park Street, Kolkata" */
function listingDescription(listing: Listing): string {
  const { facts } = listingTexts;
  return [
    listing.type === 'rent' ? facts.forRent : facts.forSale,
    displayPrice(listing),
    facts.bedrooms(listing.bedrooms),
    facts.bathrooms(listing.bathrooms),
    listing.location,
  ].join(facts.separator);
}

/** A listing's page: its name, its preview and description; 404 when there is none. */
export const listingHead: RouteHead = ({ queryClient, params }) => {
  const state = queryClient.getQueryState(listingQuery(params.listingId ?? '').queryKey);
  const listing = state?.data;
  const { detail } = listingTexts;
  if (listing) {
    return { title: listing.name, listing, description: listingDescription(listing) };
  }
  if (isNotFound(state?.error)) return { title: detail.notFound, status: 404 };
  return { title: state?.error ? detail.unavailable : null };
};

/** "Places for rent" for rent, "Places for Sale" for any other name (docs/product.md#pages). */
export const categoryHead: RouteHead = ({ params: { categoryName = '' } }) => {
  const type = isListingType(categoryName) ? categoryName : null;
  return { title: listingTexts.lists.categoryHeading[type === 'rent' ? 'rent' : 'sale'] };
};

/** The contact page; 404 when the owner does not exist. */
export const contactHead: RouteHead = ({ queryClient, params }) => ({
  title: listingTexts.contact.heading,
  status: isNotFound(queryClient.getQueryState(userQuery(params.landlordId ?? '').queryKey)?.error)
    ? 404
    : undefined,
});

/**
 * The moderators' page, or the not-found page for anyone else; also when the moderation API
 * says the role was taken away since the session was read.
 */
export const moderationHead: RouteHead = (context) => {
  const { queryClient } = context;
  const session = sessionState(queryClient);
  if (!session || session.status === 'pending') return { title: null };
  const user = session.data?.user;
  const reports = user && queryClient.getQueryState(moderationKeys.reports(user.id));
  if (!user?.moderator || isNotFound(reports?.error)) return notFoundHead(context, { title: null });
  return { title: titleTexts.moderation };
};

/**
 * A conversation's page: the listing's name; the not-found page (404) for anyone but its two
 * people, and for an id that is none.
 */
export const conversationHead: RouteHead = (context) => {
  const { queryClient, params } = context;
  const userId = sessionState(queryClient)?.data?.user.id;
  if (!userId) return { title: null };
  const id = params.conversationId ?? '';
  const state = queryClient.getQueryState(conversationQuery(userId, id).queryKey);
  if (isUnknownId(state?.error)) return notFoundHead(context, { title: null });
  return { title: state?.data?.listing.name ?? null };
};

/** An owner's statistics of a listing: anyone else, and an unknown id, get the not-found page. */
export const statisticsHead: RouteHead = (context) => {
  const { queryClient, params } = context;
  const userId = sessionState(queryClient)?.data?.user.id;
  if (!userId) return { title: null };
  const id = params.listingId ?? '';
  const state = queryClient.getQueryState(listingStatisticsQuery(userId, id).queryKey);
  if (isUnknownId(state?.error)) return notFoundHead(context, { title: null });
  const name = state?.data?.name;
  return { title: name ? titleTexts.statistics({ name }) : null };
};

/** A route guard's: its pages' heads once a visitor is signed in; no title while it waits. */
export const signedInHead: RouteHead = ({ queryClient }, inner) =>
  sessionState(queryClient)?.data ? inner : { title: null };

/**
 * The listing form of an edit: a listing that does not exist, or is another owner's, sends its
 * visitor to / with the product's message before the page is rendered. (In the browser the
 * form page does the same once it has asked the API again.)
 */
export const editListingHead: RouteHead = ({ queryClient, params }) => {
  const state = queryClient.getQueryState(listingQuery(params.listingId ?? '').queryKey);
  const userId = sessionState(queryClient)?.data?.user.id;
  if (isUnknownId(state?.error)) {
    return { title: null, redirect: { to: '/', notice: 'listingMissing' } };
  }
  if (state?.data && userId && state.data.userRef !== userId) {
    return { title: null, redirect: { to: '/', notice: 'notOwner' } };
  }
  return { title: titleTexts.editListing };
};
