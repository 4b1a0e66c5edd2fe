import type { Page } from '@playwright/test';
import { asProviderIdentity, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { detailPath, expect, expectLoaded, test } from './support/fixtures';

/** docs/product.md#saved-homes-and-searches, spelled apart from the app's catalogue on purpose. */
const say = {
  save: (name: string) => `Save ${name}`,
  savedNav: 'Saved',
  savedHeading: 'Saved homes',
  noSavedHomes: 'No saved homes yet',
  savedSearches: 'Saved searches',
};

const PASSWORD = 'saved homes pass 1';

async function fillSignUp(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Saver Person');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

async function fillSignIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('saved homes', () => {
  test('a visitor saves from a list: signs up on the way and comes back with the home saved', async ({
    page,
    catalog,
    browser,
    baseURL,
  }, testInfo) => {
    await page.goto('/category/sale');
    // A demo home the page shows (few journeys publish homes for sale): a test's own may share its
    // name with another, or be deleted.
    const shown = await page
      .getByRole('button', { name: /^Save / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const listing = catalog.demo.find((home) => shown.includes(say.save(home.name)))!;
    expect(listing, 'a demo home on the first page').toBeDefined();
    const toggle = page.getByRole('button', { name: say.save(listing.name), exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // A sibling of the card's link, never inside it.
    await expect(page.getByRole('link').filter({ has: toggle })).toHaveCount(0);
    await toggle.click();
    await expect(page).toHaveURL(/\/sign-in\?next=\/category\/sale$/);

    // Sign-up keeps the page to come back to.
    await page.getByRole('link', { name: 'Sign Up Instead' }).click();
    await expect(page).toHaveURL(/\/sign-up\?next=\/category\/sale$/);
    await fillSignUp(page, uniqueEmail('saver'));
    await expect(page).toHaveURL(/\/category\/sale$/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The page the server renders for the signed-in visitor shows it saved already.
    const serverOnly = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const rendered = await serverOnly.newPage();
    await rendered.goto('/category/sale');
    await expect(
      rendered.getByRole('button', { name: say.save(listing.name), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await serverOnly.close();

    await page.getByRole('navigation').getByRole('link', { name: say.savedNav }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { name: say.savedHeading })).toBeVisible();
    await expect(page.getByRole('link', { name: listing.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: say.savedSearches })).toBeVisible();
    await expectLoaded(page);
    await expectNoSeriousA11yViolations(page, testInfo);

    // Unsaved here, it leaves the list (after a reload too).
    await page.getByRole('button', { name: say.save(listing.name), exact: true }).click();
    await page.reload();
    await expect(page.getByText(say.noSavedHomes)).toBeVisible();
  });

  test('the detail page saves, and /saved lists the latest saved first', async ({
    page,
    catalog,
  }) => {
    await page.goto('/sign-up');
    await fillSignUp(page, uniqueEmail('detail-saver'));
    await expect(page).toHaveURL(/\/$/);
    const [first, second] = catalog.demo;
    for (const listing of [first!, second!]) {
      await page.goto(detailPath(listing));
      const toggle = page.getByRole('button', { name: say.save(listing.name), exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // Saved for good: the server says so after a reload.
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/saved');
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards).toHaveText([new RegExp(second!.name), new RegExp(first!.name)]);
  });

  test('/saved sends a visitor to sign in and back, by the social popup too', async ({ page }) => {
    await page.goto('/saved');
    await expect(page).toHaveURL(/\/sign-in\?next=\/saved$/);
    const email = uniqueEmail('saved-social');
    const identity = { sub: `sub-${email}`, email, name: 'Social Saver' };
    await asProviderIdentity(page.request, identity, async () => {
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      // Its path, not its query: /sign-in?next=/saved ends the same.
      await expect(page).toHaveURL((url) => url.pathname === '/saved', { timeout: 15_000 });
    });
    await expect(page.getByText(say.noSavedHomes)).toBeVisible();
  });

  for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    test(`sign-in never follows next=${evil} off the site`, async ({ page }) => {
      const email = uniqueEmail('next-check');
      await page.goto('/sign-up');
      await fillSignUp(page, email);
      await expect(page).toHaveURL(/\/$/);
      await page.context().clearCookies();
      await page.goto(`/sign-in?next=${encodeURIComponent(evil)}`);
      await fillSignIn(page, email);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    });
  }
});
