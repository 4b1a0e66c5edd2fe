// Named to run after the lists' and pages' journeys, which read the demo's lists as they stood
// when their worker started: the homes published and marked here would change them.
import { expectNoSeriousA11yViolations } from './support/axe';
import { detailPath, expect, test, toast } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/** docs/product.md#a-listings-life, spelled apart from the app's catalogue on purpose. */
const say = {
  markRented: (name: string) => `Mark ${name} as rented`,
  markSold: (name: string) => `Mark ${name} as sold`,
  relist: (name: string) => `Relist ${name}`,
  rented: 'Rented',
  sold: 'Sold',
  contact: 'Contact Land Owner',
};

test("an owner marks a home rented: it leaves the lists, its page says so; relisted, it's back", async ({
  page,
  browser,
}, testInfo) => {
  await signUpOwner(page, 'Life Owner');
  const name = `Lake flat ${testInfo.project.name} ${Date.now() % 10000}`.slice(0, 32);
  const listing = await publishByApi(page, { name });

  await page.goto('/profile');
  await page.getByRole('button', { name: say.markRented(name) }).click();
  await expect(toast(page, `${name} is marked as rented and left the lists.`)).toBeVisible();
  const card = page.getByRole('link', { name }).filter({ hasText: name });
  await expect(card).toContainText(say.rented);
  await expectNoSeriousA11yViolations(page, testInfo);

  // A visitor: not in the list, its page says "Rented" and offers no contact.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/category/rent');
  await expect(visitor.getByRole('heading', { name: 'Places for rent' })).toBeVisible();
  await expect(visitor.getByRole('link', { name })).toHaveCount(0);
  const response = await visitor.goto(detailPath(listing));
  expect(response?.status()).toBe(200);
  await expect(visitor.getByText(say.rented, { exact: true })).toBeVisible();
  await expect(visitor.getByRole('link', { name: say.contact })).toHaveCount(0);
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').textContent())!,
  ) as { offers: { availability: string } };
  expect(jsonLd.offers.availability).toBe('https://schema.org/SoldOut');

  await page.getByRole('button', { name: say.relist(name) }).click();
  await expect(toast(page, `${name} is listed again.`)).toBeVisible();
  await expect(page.getByRole('button', { name: say.markRented(name) })).toBeVisible();
  await visitor.goto(detailPath(listing));
  await expect(visitor.getByRole('link', { name: say.contact })).toBeVisible();
  await visitor.context().close();
});

test('a sale is marked sold', async ({ page }, testInfo) => {
  await signUpOwner(page, 'Sale Owner');
  const name = `Sale villa ${testInfo.project.name} ${Date.now() % 10000}`.slice(0, 32);
  const listing = await publishByApi(page, { name, type: 'sale', regularPrice: 9_000_000 });
  await page.goto('/profile');
  await page.getByRole('button', { name: say.markSold(name) }).click();
  await expect(page.getByRole('link', { name }).filter({ hasText: name })).toContainText(say.sold);
  await page.goto(detailPath(listing));
  await expect(page.getByText(say.sold, { exact: true })).toBeVisible();
});
