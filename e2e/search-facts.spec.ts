import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectLoaded, filtersForm, onPhone, test } from './support/fixtures';

/**
 * The search's filters by a listing's facts (docs/product.md#listing-facts): each one sets the
 * URL, and the URL (a reload, Back) sets the form. What the results hold is the search API's
 * concern: these journeys check the URL and the form.
 */

/** The form named "Filters", ready for the app's changes (Clear filters waits for the app). */
async function readyForm(page: Page, testInfo: TestInfo) {
  await expectLoaded(page);
  const form = await filtersForm(page, testInfo);
  await expect(form.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  return form;
}

/** On a phone, closes the dialog of the filters ("Show results"); beside the results, nothing. */
async function closeForm(page: Page, testInfo: TestInfo) {
  if (onPhone(testInfo)) await page.getByRole('button', { name: 'Show results' }).click();
}

const AMENITIES = ['Lift', 'Power backup', 'Security', 'Gym', 'Swimming pool', 'Piped gas'];

async function expectFactsShown(form: Locator) {
  await expect(form.getByRole('spinbutton', { name: 'Min area (sq ft)' })).toHaveValue('800');
  await expect(form.getByRole('spinbutton', { name: 'Max area (sq ft)' })).toHaveValue('1500');
  await expect(form.getByLabel('Available by')).toHaveValue('2026-12-01');
  await expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveValue('family');
  const amenities = form.getByRole('group', { name: 'Amenities' });
  for (const name of AMENITIES) {
    const box = amenities.getByRole('checkbox', { name, exact: true });
    if (name === 'Lift' || name === 'Swimming pool') await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
}

test('each listing-fact filter sets the URL; a reload and Back show the same form', async ({
  page,
}, testInfo) => {
  // Many steps, each waiting for the URL (typed fields after their pause), then a reload.
  test.slow();
  await page.goto('/search?type=rent');
  let form = await readyForm(page, testInfo);

  // The areas: typed, applied with Enter.
  await form.getByRole('spinbutton', { name: 'Min area (sq ft)' }).fill('800');
  const maxArea = form.getByRole('spinbutton', { name: 'Max area (sq ft)' });
  await maxArea.fill('1500');
  await maxArea.press('Enter');
  await expect(page).toHaveURL(/\/search\?type=rent&minArea=800&maxArea=1500$/);

  // The day: applied after a pause.
  await form.getByLabel('Available by').fill('2026-12-01');
  await expect(page).toHaveURL(/&availableBy=2026-12-01$/);

  const tenant = form.getByRole('combobox', { name: 'Tenant' });
  await expect(tenant.getByRole('option')).toHaveText(['Any', 'Family', 'Bachelors', 'Company']);
  await tenant.selectOption({ label: 'Family' });
  await expect(page).toHaveURL(/&tenant=family$/);

  const amenities = form.getByRole('group', { name: 'Amenities' });
  await expect(amenities.getByRole('checkbox')).toHaveCount(AMENITIES.length);
  await amenities.getByRole('checkbox', { name: 'Swimming pool' }).check();
  await expect(page).toHaveURL(/&amenities=pool$/);
  await amenities.getByRole('checkbox', { name: 'Lift' }).check();
  await expect(page).toHaveURL(/&amenities=lift%2Cpool$/);

  const sort = form.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Area: largest first' });
  await expect(page).toHaveURL(/&sort=area_desc$/);
  await sort.selectOption({ label: 'Price per sq ft: low to high' });
  await expect(page).toHaveURL(/&sort=ppsf_asc$/);
  const searched =
    '/search?type=rent&minArea=800&maxArea=1500&availableBy=2026-12-01&tenant=family&amenities=lift%2Cpool';
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
    `${searched}&sort=ppsf_asc`,
  );
  await expectFactsShown(form);

  // A reload shows the same search (the server renders it from the URL).
  await page.reload();
  await expectLoaded(page);
  if (onPhone(testInfo)) {
    // On a phone the active filters show as chips beside the results.
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText(
      ['Rent', '800–1,500 sq ft', 'Available by 1 Dec 2026', 'Family', 'Lift', 'Swimming pool'],
    );
  }
  form = await readyForm(page, testInfo);
  await expectFactsShown(form);
  await expect(form.getByRole('combobox', { name: 'Sort by' })).toHaveValue('ppsf_asc');
  await closeForm(page, testInfo);

  // Back shows the search before: sorted by area.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${searched.replace(/\?/, '\\?')}&sort=area_desc$`));
  form = await readyForm(page, testInfo);
  await expect(form.getByRole('combobox', { name: 'Sort by' })).toHaveValue('area_desc');
  await expectFactsShown(form);

  // A sale has no tenants: Tenant goes, and so does the URL's tenant.
  await form.getByRole('radio', { name: 'Sale' }).check();
  await expect(page).toHaveURL(
    /\?type=sale&minArea=800&maxArea=1500&availableBy=2026-12-01&amenities=lift%2Cpool&sort=area_desc$/,
  );
  await expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveCount(0);
  await form.getByRole('radio', { name: 'Rent' }).check();
  await expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveValue('');

  // Clear filters clears the facts too.
  await form.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(form.getByRole('spinbutton', { name: 'Min area (sq ft)' })).toHaveValue('');
  await expect(form.getByLabel('Available by')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveValue('');
  await expect(amenities.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
});

test('on a phone each fact is a chip that removes it', async ({ page }, testInfo) => {
  test.skip(!onPhone(testInfo), 'a wide screen shows the form, not chips');
  await page.goto(
    '/search?minArea=800&maxArea=1500&availableBy=2026-12-01&tenant=family&amenities=lift',
  );
  await expectLoaded(page);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([
    '800–1,500 sq ft',
    'Available by 1 Dec 2026',
    'Family',
    'Lift',
  ]);
  await expect(page.getByRole('button', { name: 'Remove Lift' })).toBeEnabled();
  await page.getByRole('button', { name: 'Remove Lift' }).click();
  await expect(page).toHaveURL(/\?minArea=800&maxArea=1500&availableBy=2026-12-01&tenant=family$/);
  await page.getByRole('button', { name: 'Remove 800–1,500 sq ft' }).click();
  await expect(page).toHaveURL(/\?availableBy=2026-12-01&tenant=family$/);
  await page.getByRole('button', { name: 'Remove Available by 1 Dec 2026' }).click();
  await page.getByRole('button', { name: 'Remove Family' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(chips).toHaveCount(0);
});

test('the search page with the facts’ controls has no serious accessibility violation', async ({
  page,
}, testInfo) => {
  // axe reads the whole page, map and results included: on two busy cores that takes a while.
  test.slow();
  await page.goto(
    '/search?type=rent&minArea=800&availableBy=2026-12-01&tenant=company&amenities=gym&sort=area_desc',
  );
  await readyForm(page, testInfo);
  await expectNoSeriousA11yViolations(page, testInfo);
});

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('without the app’s code the form sends the facts, and the page shows them', async ({
  browser,
}, testInfo) => {
  test.skip(onPhone(testInfo), 'the same plain form on every screen');
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/search');
    const form = page.getByRole('form', { name: 'Filters' });
    await form.getByRole('radio', { name: 'Rent' }).check();
    await form.getByRole('spinbutton', { name: 'Min area (sq ft)' }).fill('800');
    await form.getByRole('spinbutton', { name: 'Max area (sq ft)' }).fill('1500');
    await form.getByLabel('Available by').fill('2026-12-01');
    await form.getByRole('combobox', { name: 'Tenant' }).selectOption({ label: 'Family' });
    await form.getByRole('checkbox', { name: 'Lift' }).check();
    await form.getByRole('checkbox', { name: 'Swimming pool' }).check();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/amenities=lift&amenities=pool/);
    await expectFactsShown(page.getByRole('form', { name: 'Filters' }));

    // Sale chosen, Tenant is hidden; what it would still send, the page drops.
    await form.getByRole('radio', { name: 'Sale' }).check();
    await expect(form.getByRole('combobox', { name: 'Tenant' })).toBeHidden();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/type=sale/);
    await expect(form.getByRole('radio', { name: 'Sale' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveCount(0);
  });
});
