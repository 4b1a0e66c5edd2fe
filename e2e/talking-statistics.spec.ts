// Named to run after the lists', pages' and search journeys: the home published here (in
// Varanasi, which no other journey searches) would change the lists they read.
// An owner's statistics (docs/product.md#listing-statistics): the profile's link, the totals,
// the chart and its table, a visitor's view counted and the owner's own left out, and nobody
// else reading them.
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { detailPath, expect, expectLoaded, test } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/** The product's words, spelled apart from the app's catalogue on purpose. */
const say = {
  statistics: (name: string) => `Statistics for ${name}`,
  chart: 'Views per day, last 30 days',
  table: 'Views per day',
  notFound: 'Page not found',
};

/** A page of a browser context of its own: signed up as `name`, or a visitor without it. */
async function personPage(browser: Browser, name?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  if (name) await signUpOwner(page, name);
  return { page, close: () => context.close() };
}

/** The figure beside `term` in the totals. */
const total = (page: Page, term: string) =>
  page.locator('dl').filter({ hasText: 'Saves' }).locator(`dt:text-is("${term}") + dd`);

test('an owner reads a listing statistics: a visitor view shows, their own does not', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await page.goto('/');
  await signUpOwner(page, 'Meera Owner');
  const suffix = Math.random().toString(36).slice(2, 7);
  const listing = await publishByApi(page, {
    name: `Ghat View Flat ${suffix}`,
    location: 'Assi Ghat, Varanasi',
  });

  // The owner's own look at the home is not a view.
  await page.goto(detailPath(listing));
  await expectLoaded(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  // From the profile, the listing's statistics: nothing yet.
  await page.goto('/profile');
  await page.getByRole('link', { name: say.statistics(listing.name), exact: true }).click();
  await expect(page).toHaveURL(`/statistics/${listing.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: say.statistics(listing.name) }),
  ).toBeVisible();
  await expect(total(page, 'Views')).toHaveText('0');
  await expect(total(page, 'Saves')).toHaveText('0');
  await expect(total(page, 'Messages')).toHaveText('0');
  await expect(page.getByRole('img', { name: say.chart })).toBeVisible();
  const rows = page.getByRole('table', { name: say.table }).getByRole('row');
  await expect(rows).toHaveCount(31);
  await expect(rows.first()).toHaveText(/Day\s*Views/);
  await expectNoSeriousA11yViolations(page, testInfo);

  // A visitor opens the home, twice: one view.
  const visitor = await personPage(browser);
  for (let i = 0; i < 2; i++) {
    await visitor.page.goto(detailPath(listing));
    await expectLoaded(visitor.page);
    await expect(visitor.page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  }

  // Within a minute the owner sees it, in the totals and on today's row.
  await expect(async () => {
    await page.reload();
    await expect(total(page, 'Views')).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
  await expect(rows.last().getByRole('cell')).toHaveText('1');

  // Nobody else reads them: a visitor is sent to sign in, another person finds no page.
  await visitor.page.goto(`/statistics/${listing.id}`);
  await expect(visitor.page).toHaveURL(/\/sign-in\?next=/);
  await visitor.close();
  const other = await personPage(browser, 'Arjun Other');
  const response = await other.page.goto(`/statistics/${listing.id}`);
  expect(response?.status()).toBe(404);
  await expect(other.page.getByRole('heading', { level: 1, name: say.notFound })).toBeVisible();
  await other.close();
});
