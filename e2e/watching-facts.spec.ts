// Search and alerts by a listing's facts (docs/product.md#listing-facts): what the filters find,
// and a saved search with an area that mails only the homes within it. In a city no other journey
// publishes in, so that no other saved search is mailed these homes, nor this one theirs.
import { latestMailTo, uniqueEmail } from './support/accounts';
import { expect, onPhone, test, toast } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

const CITY = 'Chandigarh';

test('a search by area, tenant and amenity finds the homes that have them; its alert mails only those', async ({
  page,
  browser,
}, testInfo) => {
  // Two accounts, a saved search, two publications and a mail to wait for.
  test.slow();
  const tag = `${onPhone(testInfo) ? 'P' : 'D'}${Date.now() % 100000}`;
  const email = uniqueEmail('facts-watcher');
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Name' }).fill('Facts Seeker');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('facts seeker 1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // The saved search: its default name says the area.
  await page.goto(`/search?type=rent&q=${CITY}&minArea=1000`);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  const nameBox = dialog.getByRole('textbox', { name: 'Name' });
  await expect(nameBox).toHaveValue(/1,000\+ sq ft/);
  const name = `${await nameBox.inputValue()} ${tag}`;
  await nameBox.fill(name);
  await dialog.getByRole('radio', { name: 'Instantly' }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Search saved')).toBeVisible();

  // An owner publishes a small home and a large one there.
  const owner = await (await browser.newContext()).newPage();
  await signUpOwner(owner, 'Chandigarh Owner');
  const location = `Sector 17, ${CITY}`;
  const small = await publishByApi(owner, {
    name: `Small flat ${tag}`,
    location,
    area: 600,
    tenants: ['bachelors'],
    amenities: ['security'],
  });
  const large = await publishByApi(owner, {
    name: `Large flat ${tag}`,
    location,
    area: 1400,
    tenants: ['family'],
    amenities: ['lift', 'security'],
  });
  await owner.context().close();

  // The alert: the large home only.
  const mail = await latestMailTo(page.request, email, {
    subject: `New homes for ${name}`,
    timeout: 30_000,
  });
  expect(mail.text).toContain(large.name);
  expect(mail.text).not.toContain(small.name);

  // Each filter finds the home that has its fact and leaves out the other.
  const finds = async (query: string, found: string, left: string) => {
    await page.goto(`/search?type=rent&q=${CITY}&${query}`);
    await expect(page.getByRole('link', { name: found }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: left })).toHaveCount(0);
  };
  await finds('minArea=1000&maxArea=1500', large.name, small.name);
  await finds('maxArea=700', small.name, large.name);
  await finds('tenant=family', large.name, small.name);
  await finds('amenities=lift,security', large.name, small.name);
});
