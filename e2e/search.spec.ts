import type { Page } from '@playwright/test';
import type { SearchPage } from '../src/shared/schemas/search';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectLoaded, listingLinks, test } from './support/fixtures';

/** What the API answers for the search the page's URL holds (the page shows the same). */
async function apiResults(page: Page) {
  const query = new URL(page.url()).search;
  const response = await page.request.get(`/api/search${query}${query ? '&' : '?'}limit=50`);
  expect(response.status()).toBe(200);
  // A first page always holds the count.
  return (await response.json()) as SearchPage & { total: number };
}
const count = (n: number) =>
  n === 0 ? 'No homes match these filters' : `${n} ${n === 1 ? 'home' : 'homes'}`;

test('search from Explore by an old city name, narrow it, sort it, share it, go back', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  await expectLoaded(page);
  const box = page.getByRole('search');
  await box.getByRole('searchbox', { name: 'Search by locality or city' }).fill('Bangalore');
  await box.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/search\?q=Bangalore$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /homes?$|No homes/ });
  await expect(status).toHaveText(/^\d+ homes?$/);
  await expect(page.getByRole('link', { name: /Garden duplex in Indiranagar/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo);

  // A locality of the city (only demo homes stand there): typed, applied with Enter.
  const filters = page.getByRole('form', { name: 'Filters' });
  const place = filters.getByRole('combobox', { name: 'Locality or city' });
  await place.fill('Indiranagar');
  await place.press('Enter');
  await expect(page).toHaveURL(/q=Indiranagar/);
  await expect(status).toHaveText(count((await apiResults(page)).total));
  await expect(page.getByRole('link', { name: /Garden duplex in Indiranagar/ })).toBeVisible();

  // Narrow by BHK: 3 bedrooms keeps the duplex, 1 alone does not.
  const bedrooms = filters.getByRole('group', { name: 'Bedrooms' });
  await bedrooms.getByRole('button', { name: '1', exact: true }).click();
  await expect(page).toHaveURL(/beds=1(&|$)/);
  await expect(bedrooms.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(status).toHaveText(count((await apiResults(page)).total));
  await bedrooms.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/beds=1%2C3|beds=1,3/);
  await expect(page.getByRole('link', { name: /Garden duplex in Indiranagar/ })).toBeVisible();

  // Back to the whole city, with a budget, sorted by price.
  await place.fill('Bengaluru');
  await place.press('Enter');
  await bedrooms.getByRole('button', { name: '1', exact: true }).click();
  await bedrooms.getByRole('button', { name: '3', exact: true }).click();
  await filters.getByLabel('Max price').fill('100000');
  await filters.getByLabel('Max price').press('Enter');
  await filters.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/maxPrice=100000/);
  await expect(page).toHaveURL(/sort=price_asc/);
  const shared = page.url();
  const results = await apiResults(page);
  await expect(status).toHaveText(count(results.total));
  const shown = listingLinks(page);
  await expect(shown.first()).toContainText(results.items[0]!.name);

  // The link shows the same search to a friend (a new browser context, server-rendered).
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await friendPage.goto(shared);
  await expect(friendPage.getByRole('status').filter({ hasText: /homes?$|No homes/ })).toHaveText(
    count(results.total),
  );
  await expect(listingLinks(friendPage).first()).toContainText(results.items[0]!.name);
  await expect(friendPage.getByRole('form', { name: 'Filters' }).getByLabel('Sort by')).toHaveValue(
    'price_asc',
  );
  await friend.close();

  // Back returns to the search before.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price_asc/);
});

test('a category page links to its filters; a bad URL is corrected, never an error', async ({
  page,
}) => {
  await page.goto('/category/rent');
  await page.getByRole('link', { name: 'Filters' }).click();
  await expect(page).toHaveURL(/\/search\?type=rent$/);
  await expect(
    page.getByRole('form', { name: 'Filters' }).getByRole('radio', { name: 'Rent' }),
  ).toBeChecked();

  const response = await page.goto('/search?minPrice=90000&maxPrice=1000&sort=cheap&bbox=1,2');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/search\?minPrice=1000&maxPrice=90000$/);
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByLabel('Min price')).toHaveValue('1000');
  await expect(filters.getByLabel('Sort by')).toHaveValue('newest');
});

test('the map shows the homes found; moving it searches what it shows', async ({
  page,
}, testInfo) => {
  await page.goto('/search?q=Bengaluru');
  await expectLoaded(page);
  const map = page.getByRole('region', { name: 'Map' });
  if (testInfo.project.name === 'phone') {
    // A phone shows the list or the map.
    await expect(map).toBeHidden();
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(map).toBeVisible();
    await expect(page.getByRole('region', { name: 'Results' })).toBeHidden();
  }
  await expect(map).toBeVisible();
  const follow = map.getByRole('checkbox', { name: 'Search as I move the map' });
  await expect(follow).toBeChecked();
  const duplex = map.getByRole('button', {
    name: /^Garden duplex in Indiranagar - ₹[\d,]+ \/ Month$/,
  });
  await expect(duplex).toBeVisible();
  // By keyboard: pins of one city may overlap at this zoom.
  await duplex.focus();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('link', { name: 'Garden duplex in Indiranagar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo);

  // Moved (by keyboard, as on any device): the results are what the map shows, and the URL
  // says so.
  await map.locator('.leaflet-container').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/bbox=/);
  const status = page.getByRole('status').filter({ hasText: /homes?$|No homes/ });
  await expect(status).toHaveText(/^\d+ homes?$|^No homes match these filters$/);

  // Off: the results no longer follow the map.
  await follow.uncheck();
  await expect(page).not.toHaveURL(/bbox=/);

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
  }
});

test('the place box offers places as one types, by keyboard and by pointer', async ({ page }) => {
  await page.goto('/search');
  await expectLoaded(page);
  const filters = page.getByRole('form', { name: 'Filters' });
  // Offers come once the app runs (Clear filters waits for it too).
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  const place = filters.getByRole('combobox', { name: 'Locality or city' });
  await place.fill('koram');
  const offers = page.getByRole('listbox', { name: 'Places' }).getByRole('option');
  await expect(offers.first()).toContainText(/^Koramangala, Bengaluru/);
  await expect(place).toHaveAttribute('aria-expanded', 'true');

  await place.press('ArrowDown');
  await expect(offers.first()).toHaveAttribute('aria-selected', 'true');
  await place.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Koramangala%2C(\+|%20)Bengaluru/);
  await expect(place).toHaveValue('Koramangala, Bengaluru');
  await expect(place).toHaveAttribute('aria-expanded', 'false');

  // An old name offers the city by its name today; a click takes it.
  await place.fill('Bangal');
  await offers.filter({ hasText: /^Bengaluru, Karnataka/ }).click();
  await expect(page).toHaveURL(/[?&]q=Bengaluru%2C(\+|%20)Karnataka/);
  await expect(page.getByRole('status').filter({ hasText: /homes?$/ })).toBeVisible();
});
