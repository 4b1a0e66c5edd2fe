import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { Listing, ListingPage } from '../../src/shared/schemas/listing';
import type { PublicUser } from '../../src/shared/schemas/user';
import { text } from './contract';

/** Every listing the API serves, newest first, read once per worker. */
export interface Catalog {
  all: Listing[];
  rent: Listing[];
  sale: Listing[];
  offers: Listing[];
  /**
   * The demo owners' listings, which no test changes: the ones to open by their link. Others in
   * `all` may be a test's own, which that test may delete while another worker runs.
   */
  demo: Listing[];
}

const DEMO_EMAIL = /@demo\.homestead\.test$/;

/** All pages of GET /api/listings for one query, following nextCursor. */
export async function fetchAllListings(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<Listing[]> {
  const items: Listing[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, limit: '50' });
    if (cursor) params.set('cursor', cursor);
    const response = await request.get(`/api/listings?${params}`);
    expect(response.status(), `GET /api/listings?${params}`).toBe(200);
    const page = (await response.json()) as ListingPage;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export async function fetchUser(request: APIRequestContext, id: string): Promise<PublicUser> {
  const response = await request.get(`/api/users/${encodeURIComponent(id)}`);
  expect(response.status(), `GET /api/users/${id}`).toBe(200);
  return (await response.json()) as PublicUser;
}

/**
 * Holds back the app's scripts until `ms` after the page's last load: the page shows as the
 * server rendered it, and its code arrives that much later, as on a slow phone. A script asked
 * for after that (a chunk the running app loads) comes at once: holding each chunk `ms` again
 * made every later step of a journey wait on a delay no phone adds.
 */
export async function holdScripts(page: Page, ms: number) {
  let heldUntil = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      heldUntil = Date.now() + ms;
    }
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const wait = heldUntil - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await route.continue().catch(() => undefined);
  });
}

/**
 * E2E_HOLD_SCRIPTS_MS holds every journey's scripts back that long (with `taskset -c 0`, a slow
 * phone's story for the whole suite): a journey that needs the code before its first press
 * hides a lost tap.
 */
const holdAllScriptsMs = Number(process.env.E2E_HOLD_SCRIPTS_MS ?? 0);

export const test = base.extend<object, { catalog: Catalog }>({
  catalog: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const [all, rent, sale, offers] = await Promise.all([
        fetchAllListings(request),
        fetchAllListings(request, { type: 'rent' }),
        fetchAllListings(request, { type: 'sale' }),
        fetchAllListings(request, { offer: 'true' }),
      ]);
      const owners = [...new Set(all.map((listing) => listing.userRef))];
      const demoOwners = new Set<string>();
      for (const owner of owners) {
        if (DEMO_EMAIL.test((await fetchUser(request, owner)).email)) demoOwners.add(owner);
      }
      await request.dispose();
      const demo = all.filter((listing) => demoOwners.has(listing.userRef));
      await use({ all, rent, sale, offers, demo });
    },
    { scope: 'worker' },
  ],
  // Any uncaught error in the page fails the test.
  page: async ({ page }, use) => {
    const errors: string[] = [];
    // Where it happened too: the test may have visited several pages.
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
    if (holdAllScriptsMs > 0) await holdScripts(page, holdAllScriptsMs);
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** The navigation bar (docs/product.md#pages): the nav landmark holding the three entries. */
export function navBar(page: Page) {
  return page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: text.nav.explore, exact: true }) });
}

/** The loading spinner may show; this waits until it is gone. */
export async function expectLoaded(page: Page) {
  await expect(page.getByRole('status', { name: text.loading })).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** Links to listing detail pages (/category/{type}/{id}) on the page. */
export function listingLinks(page: Page, type?: 'rent' | 'sale') {
  return type
    ? page.locator(`a[href^="/category/${type}/"]`)
    : page.locator('a[href^="/category/rent/"], a[href^="/category/sale/"]');
}

export const detailPath = (listing: Pick<Listing, 'type' | 'id'>) =>
  `/category/${listing.type}/${listing.id}`;

/** "Load More" is a button or a link (docs/product.md#listing-lists). */
export function loadMore(page: Page) {
  return page
    .getByRole('button', { name: text.loadMore, exact: true })
    .or(page.getByRole('link', { name: text.loadMore, exact: true }));
}

/** A toast (react-toastify: role="alert") with this exact text. */
export function toast(page: Page, message: string) {
  return page.getByRole('alert').filter({ hasText: message });
}

/** The price a listing is shown at: the discounted one when an offer applies. */
export const shownPrice = (listing: Listing) =>
  listing.offer && listing.discountedPrice != null ? listing.discountedPrice : listing.regularPrice;

/** Whether the journey runs in a phone's layout (either phone project). */
export const onPhone = (testInfo: TestInfo) => testInfo.project.use.isMobile === true;

/**
 * The app's origin as the page's requests reach it (its context's base URL), for the Origin header
 * of API calls: known without opening a page, so an API sign-in never changes the session of a
 * page still starting (React finds the server's HTML for another session: error #418).
 */
export async function appOrigin(page: Page): Promise<string> {
  const response = await page.request.get('/api/health');
  return new URL(response.url()).origin;
}

/**
 * The search's form named "Filters" (`name` in another language): beside the results on a wide
 * screen; on a phone in the dialog that the button of the same name opens
 * (docs/product.md#search).
 */
export async function filtersForm(page: Page, testInfo: TestInfo, name = 'Filters') {
  if (onPhone(testInfo)) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  }
  return page.getByRole('form', { name });
}
