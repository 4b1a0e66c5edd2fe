import type { Page } from '@playwright/test';
import { hindi } from '../src/shared/texts/hi/catalogue';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectLoaded, filtersForm, onPhone, test, toast } from './support/fixtures';
import { uniqueEmail } from './support/accounts';

/** docs/product.md#languages: the links between the two languages. */
const say = { hindi: 'हिन्दी', english: 'English' };

/** A price grouped the Indian way, as a Hindi page writes it: "₹4,75,00,000", "₹25,000 / माह". */
const INDIAN_PRICE = /₹(\d{1,2},)*\d{1,2},\d{3}(\s\/\s माह)?|₹\d{1,3}(\s\/\s माह)?/;

async function expectHindi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: say.english })).toBeVisible();
}

test('a visitor reads the site in Hindi: the same pages, links that stay in Hindi, and back', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expectLoaded(page);
  await page.getByRole('link', { name: say.hindi }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expectHindi(page);
  await expect(
    page.getByRole('heading', { level: 1, name: hindi.listings.explore.heading }),
  ).toBeVisible();
  // Every page names both languages for search engines.
  const alternates = page.locator('head link[rel="alternate"]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('head link[hreflang="hi"]')).toHaveAttribute('href', /\/hi$/);
  await expectNoSeriousA11yViolations(page, testInfo);

  // A link inside a Hindi page stays in Hindi.
  const offers = page.getByRole('link', { name: hindi.common.navigation.offers });
  await expect(offers).toHaveAttribute('href', '/hi/offer');
  await page.goto('/hi/category/rent');
  await expectHindi(page);
  await expect(
    page.getByRole('heading', { level: 1, name: hindi.listings.lists.categoryHeading.rent }),
  ).toBeVisible();
  const card = page.locator('main a[href^="/hi/category/rent/"]').first();
  const href = (await card.getAttribute('href'))!;
  await expect(card).toContainText('/ माह');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expectHindi(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(INDIAN_PRICE);
  await expectNoSeriousA11yViolations(page, testInfo);

  // "English" opens the same listing in English.
  await page.getByRole('link', { name: say.english }).click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/^\/hi/, '')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/ Month');
});

test('a search in Devanagari: "कोरमंगला" is suggested in Hindi and finds its homes', async ({
  page,
}, testInfo) => {
  await page.goto('/hi/search');
  await expectHindi(page);
  const filters = await filtersForm(page, testInfo, hindi.search.filters.label);
  // Offers come once the app runs (Clear filters waits for it too).
  await expect(filters.getByRole('button', { name: hindi.search.filters.clear })).toBeEnabled();
  const place = filters.getByRole('combobox', { name: hindi.search.filters.place });
  await place.fill('कोरमंगला');
  await page.getByRole('option', { name: /कोरमंगला, बेंगलुरु/ }).click();
  // The URL keeps the place's own name: the same search in both languages.
  await expect(page).toHaveURL(/\/hi\/search\?.*q=Koramangala/);
  await expect(place).toHaveValue('कोरमंगला, बेंगलुरु');
  const status = page.getByRole('status').filter({ hasText: /घर$/ });
  await expect(status).toHaveText(/^\d+\+? घर$/);
  await expect(page.locator('main a[href^="/hi/category/"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo);

  // The page the server renders for that URL names the place in Hindi too.
  await page.reload();
  await expectLoaded(page);
  if (onPhone(testInfo)) {
    await expect(page.getByRole('button', { name: 'कोरमंगला, बेंगलुरु हटाएँ' })).toBeVisible();
  } else {
    await expect(page.getByRole('combobox', { name: hindi.search.filters.place })).toHaveValue(
      'कोरमंगला, बेंगलुरु',
    );
  }
});

test("the account pages in Hindi: a form's errors and a toast in Hindi, a new account's pages in Hindi", async ({
  page,
}) => {
  await page.goto('/hi/sign-in');
  await expectHindi(page);
  const email = page.getByLabel(hindi.account.email, { exact: true });
  await email.fill(uniqueEmail('hindi'));
  await page.getByLabel(hindi.account.password, { exact: true }).fill('some password 1');
  await page.getByRole('button', { name: hindi.account.signIn.submit, exact: true }).click();
  await expect(toast(page, hindi.account.signIn.userNotFound)).toBeVisible();

  // A new account from a Hindi page reads Hindi; its profile is in Hindi too.
  await page.goto('/hi/sign-up');
  await page.getByLabel(hindi.account.name, { exact: true }).fill('आशा वर्मा');
  await page.getByLabel(hindi.account.email, { exact: true }).fill(uniqueEmail('hindi'));
  await page.getByLabel(hindi.account.password, { exact: true }).fill('x');
  await page.getByRole('button', { name: hindi.account.signUp.submit, exact: true }).click();
  await expect(page.getByText(hindi.account.passwordTooShort({ min: 8 }))).toBeVisible();
  await page.getByLabel(hindi.account.password, { exact: true }).fill('a good password 1');
  await page.getByRole('button', { name: hindi.account.signUp.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await page.getByRole('link', { name: hindi.common.navigation.profile }).click();
  await expect(page).toHaveURL(/\/hi\/profile$/);
  await expectHindi(page);
});
