// Named to run after the lists', pages' and search journeys: the homes published here (an offer
// among them) would change the lists they read when their worker started.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, toast } from './support/fixtures';
import {
  field,
  fillForm,
  listingFromApi,
  openListingId,
  photo,
  signUpOwner,
  uploadsDone,
} from './support/publishing';

/** The product's texts (docs/product.md#messages), spelled apart from the app's catalogue on purpose. */
const say = {
  created: (name: string) => `Your house : ${name} sucessfully listed.`,
  edited: 'Your house is now sucessfully listed.',
};

/** India's date `days` from now, as the date input takes it (the facts' "today" is India's). */
function indiaDayAhead(days: number): string {
  const india = Date.now() + (5 * 60 + 30) * 60_000 + days * 24 * 60 * 60_000;
  return new Date(india).toISOString().slice(0, 10);
}

const box = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name, exact: true });

let dir: string;
let front: string;

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-e2e-facts-'));
  front = await photo(dir, 'front.jpg', 1000, 700, 60);
});
test.afterAll(() => rm(dir, { recursive: true, force: true }));

test.describe('the facts of a listing (docs/product.md#listing-facts)', () => {
  test('an owner gives every fact of a rent, sees them when editing, and removes two', async ({
    page,
  }, testInfo) => {
    test.slow();
    await signUpOwner(page, 'Meera Pillai');
    const name = `Facts Flat ${testInfo.project.name} ${Date.now() % 100000}`.slice(0, 32);
    const availableFrom = indiaDayAhead(30);
    const description = 'Sunlit corner flat.\nTen minutes from the metro.';

    // The form's chunk, the session and the config load first: slow on a busy machine.
    await page.goto('/create-listing');
    await expect(page.getByRole('button', { name: 'Create Listing' })).toBeVisible({
      timeout: 30_000,
    });
    await fillForm(page, {
      type: 'rent',
      name,
      bedrooms: 2,
      bathrooms: 2,
      // Kochi: no other journey searches or watches there, so this home changes none of theirs.
      address: '14 Infopark Road, Kakkanad, Kochi',
      regularPrice: 32_000,
    });
    await field(page, 'Area (sq ft)').fill('1150');
    await page.getByRole('combobox', { name: 'Area measured as' }).selectOption('Built-up');
    await field(page, 'Floor').fill('3');
    await field(page, 'Total floors').fill('12');
    const available = field(page, 'Available from');
    await expect(available).toHaveAttribute('type', 'date');
    await available.fill(availableFrom);
    await field(page, 'Security deposit').fill('100000');
    await field(page, 'Maintenance per month').fill('2500');
    await box(page, 'Preferred tenants', 'Company').check();
    await box(page, 'Preferred tenants', 'Family').check();
    for (const amenity of ['Lift', 'Power backup', 'Gym']) {
      await box(page, 'Amenities', amenity).check();
    }
    const about = page.getByRole('textbox', { name: 'Description' });
    await expect(about).toHaveAccessibleDescription('2000 characters left');
    await about.fill(description);
    await expect(about).toHaveAccessibleDescription(`${2000 - description.length} characters left`);

    // A sale has no deposit, maintenance or preferred tenants; back to rent, they are as typed.
    await page.getByRole('button', { name: 'Sell', exact: true }).click();
    await expect(field(page, 'Security deposit')).toHaveCount(0);
    await expect(field(page, 'Maintenance per month')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Preferred tenants' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await expect(field(page, 'Security deposit')).toHaveValue('100000');

    await page.getByLabel('Images').setInputFiles([front]);
    await uploadsDone(page);
    await expectNoSeriousA11yViolations(page, testInfo);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, say.created(name))).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/category\/rent\/[0-9a-f-]{36}$/);
    const id = openListingId(page);
    expect(await listingFromApi(page, id)).toMatchObject({
      area: 1150,
      areaType: 'built_up',
      floor: 3,
      totalFloors: 12,
      availableFrom,
      deposit: 100_000,
      maintenance: 2500,
      tenants: ['family', 'company'],
      amenities: ['lift', 'power-backup', 'gym'],
      description,
    });

    // Editing shows every saved fact.
    await page.goto(`/edit-listing/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Listing' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(field(page, 'Area (sq ft)')).toHaveValue('1150');
    await expect(page.getByRole('combobox', { name: 'Area measured as' })).toHaveValue('built_up');
    await expect(field(page, 'Floor')).toHaveValue('3');
    await expect(field(page, 'Total floors')).toHaveValue('12');
    await expect(field(page, 'Available from')).toHaveValue(availableFrom);
    await expect(field(page, 'Security deposit')).toHaveValue('100000');
    await expect(field(page, 'Maintenance per month')).toHaveValue('2500');
    await expect(box(page, 'Preferred tenants', 'Family')).toBeChecked();
    await expect(box(page, 'Preferred tenants', 'Bachelors')).not.toBeChecked();
    await expect(box(page, 'Preferred tenants', 'Company')).toBeChecked();
    for (const amenity of ['Lift', 'Power backup', 'Gym']) {
      await expect(box(page, 'Amenities', amenity)).toBeChecked();
    }
    await expect(box(page, 'Amenities', 'Swimming pool')).not.toBeChecked();
    await expect(about).toHaveValue(description);

    // Emptying the area and unticking an amenity removes them; the rest stays.
    await field(page, 'Area (sq ft)').fill('');
    await box(page, 'Amenities', 'Gym').uncheck();
    await page.getByRole('button', { name: 'Edit Listing' }).click();
    await expect(toast(page, say.edited)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/category/rent/${id}$`));
    expect(await listingFromApi(page, id)).toMatchObject({
      area: null,
      areaType: null,
      floor: 3,
      totalFloors: 12,
      availableFrom,
      deposit: 100_000,
      maintenance: 2500,
      tenants: ['family', 'company'],
      amenities: ['lift', 'power-backup'],
      description,
    });
  });
});
