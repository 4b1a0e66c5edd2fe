import { LISTING_TYPES } from './constants';

/**
 * Who may see a page: anyone when unset; with 'signed-in', the server sends a signed-out
 * visitor to /sign-in (303) before rendering, and the browser's guard does the same when a
 * session ends; 'signed-in, returning' comes back to the page after signing in.
 */
export type Access = 'signed-in' | 'signed-in, returning';

/** What is known of a page without its code: where it is, who sees it, what crawlers read. */
export interface PagePath {
  /** Its path under a language's base, as the router matches it. */
  readonly path: string;
  readonly access?: Access;
  /**
   * False for a page anyone may open that is still no page for search engines (a mail's link
   * that a token makes work, the moderators' page). Pages with `access` are never crawled.
   */
  readonly crawl?: false;
  /** The paths of it that the sitemap lists (each listing's own page comes from the database). */
  readonly sitemap?: readonly string[];
}

/**
 * Every page's path and the facts the server reads without rendering (robots.txt, the sitemap),
 * here rather than in the route table (src/client/app/routes.ts), which names each page by its
 * key: that table brings the pages' React code, which the server's own bundle does not load.
 * The order is robots.txt's.
 */
export const PAGE_PATHS = {
  explore: { path: '/', sitemap: ['/'] },
  offers: { path: '/offer', sitemap: ['/offer'] },
  category: {
    path: '/category/:categoryName',
    sitemap: LISTING_TYPES.map((type) => `/category/${type}`),
  },
  // Its paths are listingPath's (src/shared/listing-price.ts).
  listing: { path: '/category/:categoryName/:listingId' },
  search: { path: '/search' },
  contact: { path: '/contact/:landlordId' },
  signIn: { path: '/sign-in' },
  signUp: { path: '/sign-up' },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password' },
  profile: { path: '/profile', access: 'signed-in' },
  createListing: { path: '/create-listing', access: 'signed-in' },
  editListing: { path: '/edit-listing/:listingId', access: 'signed-in' },
  saved: { path: '/saved', access: 'signed-in, returning' },
  messages: { path: '/messages', access: 'signed-in, returning' },
  conversation: { path: '/messages/:conversationId', access: 'signed-in, returning' },
  // The owner's only: anyone else gets the not-found page (404).
  statistics: { path: '/statistics/:listingId', access: 'signed-in, returning' },
  // An alert's unsubscribe link: no sign-in, the token names the search.
  unsubscribe: { path: '/unsubscribe', crawl: false },
  // Where an e-mail verification link ends, verified or not (`?error=`).
  verifyEmail: { path: '/verify-email', crawl: false },
  // A reminder's renew link: no sign-in, the token names the listing.
  renew: { path: '/renew', crawl: false },
  // Moderators only: anyone else gets the not-found page (404), visitors included.
  moderation: { path: '/moderation', crawl: false },
  notFound: { path: '*' },
} as const satisfies Record<string, PagePath>;

export type PageName = keyof typeof PAGE_PATHS;

const pagePaths = (): readonly PagePath[] => Object.values(PAGE_PATHS);

/**
 * What robots.txt keeps crawlers from, in each language: the pages that are a person's own or
 * no page for a search engine, a path with parameters as the prefix before them
 * ("/edit-listing/").
 */
export const uncrawledPaths = (): string[] =>
  pagePaths()
    .filter((page) => page.access || page.crawl === false)
    .map((page) => page.path.replace(/:.*$/, ''));

/** The pages the sitemap lists besides the listings' own, in each language. */
export const sitemapPaths = (): string[] => pagePaths().flatMap((page) => page.sitemap ?? []);
