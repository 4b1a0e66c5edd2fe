import { text } from './support/contract';
import { detailPath, expect, expectLoaded, navBar, test } from './support/fixtures';

const entries = [
  { name: text.nav.explore, path: '/', title: 'Explore · Homestead' },
  { name: text.nav.offers, path: '/offer', title: 'Offers · Homestead' },
  { name: text.nav.profile, path: '/profile', title: 'My Profile · Homestead' },
];

test.describe('navigation bar', () => {
  for (const current of entries.filter((e) => e.path !== '/profile')) {
    test(`marks ${current.name} as the current page on ${current.path}`, async ({ page }) => {
      await page.goto(current.path);
      await expectLoaded(page);
      const nav = navBar(page);
      await expect(nav).toBeVisible();
      await expect(page).toHaveTitle(current.title);
      for (const entry of entries) {
        const link = nav.getByRole('link', { name: entry.name, exact: true });
        await expect(link).toHaveAttribute('href', entry.path);
        if (entry === current) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current', 'page');
      }
    });
  }

  test('is on every browsing page, with no entry current where none matches; titles', async ({
    page,
    catalog,
  }) => {
    const listing = catalog.all[0]!;
    // Each page's title names the page, before the app's name.
    const paths: [string, string][] = [
      ['/category/rent', 'Places for rent · Homestead'],
      ['/category/sale', 'Places for Sale · Homestead'],
      [detailPath(listing), `${listing.name} · Homestead`],
      [
        `/contact/${listing.userRef}?listingName=${encodeURIComponent(listing.name)}`,
        'Contact Landlord · Homestead',
      ],
      ['/no-such-page', 'Page not found · Homestead'],
    ];
    for (const [path, title] of paths) {
      await page.goto(path);
      await expectLoaded(page);
      const nav = navBar(page);
      await expect(nav, path).toBeVisible();
      await expect(page, `title of ${path}`).toHaveTitle(title);
      for (const entry of entries) {
        const link = nav.getByRole('link', { name: entry.name, exact: true });
        await expect(link, `${entry.name} on ${path}`).toBeVisible();
        await expect(link, `${entry.name} on ${path}`).not.toHaveAttribute('aria-current', 'page');
      }
    }
  });

  test('choosing an entry navigates to its route', async ({ page }) => {
    await page.goto('/');
    await expectLoaded(page);
    await navBar(page).getByRole('link', { name: text.nav.offers, exact: true }).click();
    await expect(page).toHaveURL(/\/offer$/);
    await expect(
      page.getByRole('heading', { name: text.offersHeading, exact: true }),
    ).toBeVisible();
    await navBar(page).getByRole('link', { name: text.nav.explore, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: text.explore.heading, exact: true }),
    ).toBeVisible();
  });

  test('Profile sends a visitor who is not signed in to /sign-in', async ({ page }) => {
    await page.goto('/');
    await expectLoaded(page);
    await navBar(page).getByRole('link', { name: text.nav.profile, exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('not found', () => {
  test('an unknown route shows a not-found page with a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expectLoaded(page);
    await expect(page.getByRole('heading').first()).toBeVisible();
    // A link home of the page itself, apart from the navigation bar's Explore entry.
    const home = page.locator('xpath=//a[@href="/"][not(ancestor::nav)]');
    await expect(home.first()).toBeVisible();
    await home.first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: text.explore.heading, exact: true }),
    ).toBeVisible();
  });
});
