import type { ListingPage } from '../src/shared/schemas/listing';
import { rupees, text } from './support/contract';
import {
  detailPath,
  expect,
  expectLoaded,
  listingLinks,
  shownPrice,
  test,
} from './support/fixtures';

test.describe('Explore', () => {
  test('shows its headings, the 5 newest listings as slides, and the two categories', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/listings?limit=5');
    expect(response.ok()).toBe(true);
    const newest = ((await response.json()) as ListingPage).items;
    expect(newest).toHaveLength(5);

    await page.goto('/');
    await expectLoaded(page);
    for (const name of [text.explore.heading, text.explore.recommended, text.explore.categories]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }

    await expect(listingLinks(page)).toHaveCount(5);
    for (const listing of newest) {
      const slide = page
        .getByRole('link', { name: listing.name })
        .and(page.locator(`[href="${detailPath(listing)}"]`));
      await expect(slide, listing.name).toHaveCount(1);
      await expect(slide).toContainText(rupees(shownPrice(listing), listing.type));
    }
    // One slide per view: the first one is on screen.
    await expect(page.locator(`a[href="${detailPath(newest[0]!)}"]`)).toBeInViewport();

    await expect(
      page.getByRole('link', { name: text.explore.rentLink, exact: true }),
    ).toHaveAttribute('href', '/category/rent');
    await expect(
      page.getByRole('link', { name: text.explore.saleLink, exact: true }),
    ).toHaveAttribute('href', '/category/sale');
  });

  test('choosing a slide opens that listing', async ({ page, catalog }) => {
    const first = catalog.all[0]!;
    await page.goto('/');
    await expectLoaded(page);
    await page.locator(`a[href="${detailPath(first)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath(first)}$`));
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  });

  test('the category links open the rent and sale lists', async ({ page }) => {
    await page.goto('/');
    await expectLoaded(page);
    await page.getByRole('link', { name: text.explore.rentLink, exact: true }).click();
    await expect(page).toHaveURL(/\/category\/rent$/);
    await expect(
      page.getByRole('heading', { name: text.categoryHeading.rent, exact: true }),
    ).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: text.explore.saleLink, exact: true }).click();
    await expect(page).toHaveURL(/\/category\/sale$/);
    await expect(
      page.getByRole('heading', { name: text.categoryHeading.sale, exact: true }),
    ).toBeVisible();
  });

  test('keyboard: Tab reaches the first slide, focus is visible, Enter opens it', async ({
    page,
    catalog,
  }) => {
    const first = catalog.all[0]!;
    await page.goto('/');
    await expectLoaded(page);
    await expect(listingLinks(page)).toHaveCount(5);

    const target = detailPath(first);
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        (href) => document.activeElement?.getAttribute('href') === href,
        target,
      );
    }
    expect(reached, `Tab never reached the first slide (${target})`).toBe(true);

    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        focusVisible: el.matches(':focus-visible'),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        shadow: style.boxShadow !== 'none',
      };
    });
    expect(focus.focusVisible, 'the focused slide matches :focus-visible').toBe(true);
    expect(focus.outline || focus.shadow, 'the focused slide shows an outline or a ring').toBe(
      true,
    );

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  });
});

test('what is typed in the search box before the page has started is kept, and searched', async ({
  page,
}) => {
  // The page's code arrives late, as on a slow network: the session is known before it.
  await page.route('**/assets/ExplorePage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search by locality or city' });
  await box.fill('Bangalore');
  await expectLoaded(page);
  await page.waitForTimeout(2000);
  await expect(box).toHaveValue('Bangalore');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Bangalore$/);
});
