import type { FastifyInstance } from 'fastify';
import type { ListingStatistics } from '../../shared/schemas/statistics';
import type { SignedUpUser } from './accounts';
import type { TestContext } from './app';

/** A browser as a person's phone sends it. */
export const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A person as the beacon sees them: where they are and their browser, signed in or not. */
export interface Viewer {
  address: string;
  userAgent?: string;
  user?: SignedUpUser;
}

let addresses = 0;
/** A client address no other test uses (each is another person to the count). */
export const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

/** The beacon and the statistics as each person calls them, from this site's origin. */
export function statisticsApi(t: Pick<TestContext, 'config'> & { app: FastifyInstance }) {
  return {
    /** The page's beacon: an empty body, as navigator.sendBeacon sends it without data. */
    view: (
      listingId: string,
      viewer: Viewer,
      extra: { headers?: Record<string, string>; payload?: string | object } = {},
      app: FastifyInstance = t.app,
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/listings/${listingId}/views`,
        headers: {
          origin: t.config.publicUrl,
          'user-agent': viewer.userAgent ?? PHONE_BROWSER,
          // The app trusts its own machine's proxy: this is the client's address to it.
          'x-forwarded-for': viewer.address,
          ...(viewer.user && { cookie: viewer.user.cookie }),
          ...extra.headers,
        },
        ...(extra.payload !== undefined && { payload: extra.payload }),
      }),
    get: (listingId: string, user?: SignedUpUser) =>
      t.app.inject({
        method: 'GET',
        url: `/api/listings/${listingId}/statistics`,
        headers: { origin: t.config.publicUrl, ...(user && { cookie: user.cookie }) },
      }),
    /** The owner's statistics, after the views waiting in memory are written. */
    async of(listingId: string, owner: SignedUpUser): Promise<ListingStatistics> {
      await t.app.listingViews.flush();
      const response = await this.get(listingId, owner);
      if (response.statusCode !== 200) throw new Error(`statistics: ${response.statusCode}`);
      return response.json<ListingStatistics>();
    },
  };
}

/** The figures of one day of `statistics` (YYYY-MM-DD). */
export const dayOf = (statistics: ListingStatistics, day: string) => {
  const found = statistics.days.find((d) => d.day === day);
  if (!found) throw new Error(`${day} is not among the statistics' days`);
  const { views, saves, messages } = found;
  return { views, saves, messages };
};
