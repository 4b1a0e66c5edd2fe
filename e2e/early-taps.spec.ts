import type { Page } from '@playwright/test';
import {
  expect,
  holdScripts,
  listingLinks,
  loadMore,
  navBar,
  test,
  toast,
} from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/**
 * A press before the app's code has arrived (seconds on a slow phone) is never lost: every
 * control a page renders on the server works without the code (a link, or a form the server
 * answers) or waits, disabled, until the code takes over. These journeys hold every script back
 * HOLD_MS and press at once, as a person on a slow phone would. A toast is awaited for expect's
 * own few seconds: the page a form returns to renders it, before the held-back code could.
 */
const HOLD_MS = 4_000;

/**
 * Opens `path` as it arrives: not waiting for its load event, which waits for the scripts held
 * back.
 */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

test.describe('presses before the code arrives', () => {
  // A slow phone's story: the desktop layout's controls are the same elements, and the journeys
  // wait seconds each by design.
  test.skip(({ isMobile }) => !isMobile, 'the phone layout only');

  test.beforeEach(async ({ page }) => {
    await holdScripts(page, HOLD_MS);
  });

  test('"Log me out" signs out', async ({ page }) => {
    await open(page, '/');
    await signUpOwner(page, 'Early Leaver');
    await open(page, '/profile');
    await page.getByRole('button', { name: 'Log me out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await open(page, '/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('marking a home rented, then relisting it, each with its toast', async ({ page }) => {
    await open(page, '/');
    await signUpOwner(page, 'Early Marker');
    // Away from the cities other journeys count homes in.
    const listing = await publishByApi(page, {
      name: 'Early Tap Cottage Home',
      location: 'Civil Lines, Jaipur',
    });
    await open(page, '/profile');
    await page.getByRole('button', { name: `Mark ${listing.name} as rented` }).click();
    await expect(
      toast(page, `${listing.name} is marked as rented and left the lists.`),
    ).toBeVisible();
    await open(page, '/profile');
    await page.getByRole('button', { name: `Relist ${listing.name}` }).click();
    await expect(toast(page, `${listing.name} is listed again.`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Mark ${listing.name} as rented` }),
    ).toBeVisible();
  });

  test('Load More shows the next homes', async ({ page, catalog }) => {
    await open(page, '/category/rent');
    await loadMore(page).click();
    await expect(listingLinks(page, 'rent')).toHaveCount(Math.min(12, catalog.rent.length));
    await expect(page.getByRole('heading', { name: 'Places for rent' })).toBeVisible();
  });

  test("Explore's search box searches", async ({ page }) => {
    await open(page, '/');
    await page.getByRole('searchbox', { name: 'Search by locality or city' }).fill('Pune');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=Pune$/);
    await expect(page.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
  });

  test('a signed-in page sends a visitor to sign in before it renders', async ({ page }) => {
    const response = await open(page, '/saved');
    expect(response?.url()).toMatch(/\/sign-in\?next=\/saved$/);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  test("another owner's listing is never shown in the edit form", async ({ page, catalog }) => {
    await open(page, '/');
    await signUpOwner(page, 'Early Editor');
    const theirs = catalog.demo[0]!;
    await open(page, `/edit-listing/${theirs.id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "You don't have permission to edit this listing")).toBeVisible();
    await expect(navBar(page)).toBeVisible();
  });
});
