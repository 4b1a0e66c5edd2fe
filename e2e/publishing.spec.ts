import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './support/axe';
import { rupees } from './support/contract';
import { expect, expectLoaded, fetchAllListings, loadMore, test, toast } from './support/fixtures';
import {
  field,
  fillForm,
  listingFromApi,
  openCreateForm,
  openListingId,
  photo,
  signUpOwner,
  uploadsDone,
} from './support/publishing';

/** The product's texts (docs/product.md#messages), spelled apart from the app's catalogue on purpose. */
const say = {
  created: (name: string) => `Your house : ${name} sucessfully listed.`,
  edited: 'Your house is now sucessfully listed.',
  deleted: (name: string) => `Sucessfully deleted the ${name} from the listings.`,
  confirmDelete: (name: string) => `Are you sure that you want to delete ${name} ?`,
  discountCreate: 'Discounted should be lesser than Regular Price.',
  discountEdit: "Discounted can't be lesser than Regular Price.",
  tooManyImages: 'Only 6 images per property can be uploaded.',
  invalidAddress: 'Please Enter a Valid Address',
  imagesNotUploaded: 'Images not uploaded.',
  listingMissing: "Listing Doesn't Exist",
  notOwner: "You don't have permission to edit this listing",
};

/** Photos on disk, as an owner would pick them: JPEGs and a PNG, and files that are not images. */
let dir: string;
const files = {
  front: '',
  kitchen: '',
  garden: '',
  balcony: '',
  notAnImage: '',
};

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-e2e-photos-'));
  files.front = await photo(dir, 'front.jpg', 1200, 800, 20);
  files.kitchen = await photo(dir, 'kitchen.jpeg', 900, 1200, 90);
  files.garden = await photo(dir, 'garden.png', 800, 600, 160, true);
  files.balcony = await photo(dir, 'balcony.jpg', 1000, 700, 220);
  files.notAnImage = path.join(dir, 'notes.jpg');
  await writeFile(files.notAnImage, 'These are my notes, not a photo.');
});
test.afterAll(() => rm(dir, { recursive: true, force: true }));

test.describe('signed out', () => {
  test('the create and edit forms send the visitor to /sign-in', async ({ page }) => {
    await page.goto('/create-listing');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/edit-listing/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('an owner publishes, edits and deletes a listing', () => {
  test('create with photos from disk, find it everywhere, edit it, delete it', async ({
    page,
  }, testInfo) => {
    test.slow();
    await signUpOwner(page);
    const name = `Lakeview Flat ${testInfo.project.name} ${Date.now() % 100000}`.slice(0, 32);

    // The profile leads to the form.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Sell or Rent your home' }).click();
    await expect(page).toHaveURL(/\/create-listing$/);
    // The form's code is a chunk of its own, fetched now: through the test cluster's balancer on
    // a busy machine that has taken longer than the usual wait.
    await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible({
      timeout: 15_000,
    });
    // The form itself comes with the app's code, a slow phone's seconds after the heading.
    await expectLoaded(page);
    await expect(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Geocoding is on: no coordinate inputs. No offer: no discounted price.
    await expect(field(page, 'Latitude')).toHaveCount(0);
    await expect(field(page, 'Discounted Price')).toHaveCount(0);

    await fillForm(page, {
      type: 'rent',
      name,
      bedrooms: 3,
      bathrooms: 2,
      parking: true,
      furnished: true,
      address: '14 Lake Road, Koramangala, Bangalore',
      regularPrice: 45_000,
      offer: true,
      discountedPrice: 41_500,
    });
    await page.getByLabel('Images').setInputFiles([files.front, files.kitchen, files.garden]);
    await uploadsDone(page);
    await expectNoSeriousA11yViolations(page, testInfo);
    await page.getByRole('button', { name: 'Create Listing' }).click();

    await expect(toast(page, say.created(name))).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/category\/rent\/[0-9a-f-]{36}$/);
    const id = openListingId(page);
    await expect(
      page.getByRole('heading', { name: `${name} - ${rupees(41_500, 'rent')}` }),
    ).toBeVisible();
    await expect(page.getByText('14 Lake Road, Koramangala, Bangalore')).toBeVisible();
    await expect(page.getByText(`${rupees(3_500)} discount`)).toBeVisible();
    // The owner does not contact themselves.
    await expect(page.getByRole('link', { name: 'Contact Land Owner' })).toHaveCount(0);

    const created = await listingFromApi(page, id);
    expect(created).toMatchObject({ type: 'rent', bedrooms: 3, bathrooms: 2, parking: true });
    // Bangalore, from the offline gazetteer (Koramangala is one of its localities).
    expect(created.geoLocation.lat).toBeCloseTo(12.93, 1);
    expect(created.geoLocation.lng).toBeCloseTo(77.62, 1);
    expect(created.images).toHaveLength(3);
    // The photos are served, metadata-free, in the order chosen (front is the cover).
    expect(created.images[0]!.key).toMatch(/-front-/);
    expect(created.images[2]!.key).toMatch(/-garden-/);
    for (const url of created.imgUrls) {
      expect((await page.request.get(url)).status()).toBe(200);
    }

    // Explore, its category and Offers list it.
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeAttached();
    await page.goto('/category/rent');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await page.goto('/offer');
    const offerLink = page.getByRole('link', { name: new RegExp(name) });
    for (let i = 0; i < 5 && !(await offerLink.isVisible()); i++) {
      if (await loadMore(page).isVisible()) await loadMore(page).click();
      await page.waitForTimeout(300);
    }
    await expect(offerLink).toBeVisible();

    // Edit from the profile: new name, no more offer, photos reordered, one removed, one added.
    await page.goto('/profile');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-listing/${id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(field(page, 'Discounted Price')).toHaveValue('41500');
    const newName = `${name.slice(0, 26)} Sunny`;
    await fillForm(page, { name: newName, offer: false, type: 'sale', regularPrice: 9_500_000 });
    await expect(field(page, 'Discounted Price')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Photo 2' }).click();
    await page.getByRole('button', { name: 'Move Photo 3 earlier' }).click();
    await page.getByLabel('Images').setInputFiles([files.balcony]);
    await uploadsDone(page);
    await page.getByRole('button', { name: 'Edit Listing' }).click();

    await expect(toast(page, say.edited)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/category/sale/${id}$`));
    await expect(
      page.getByRole('heading', { name: `${newName} - ${rupees(9_500_000)}` }),
    ).toBeVisible();
    const edited = await listingFromApi(page, id);
    expect(edited).toMatchObject({ offer: false, discountedPrice: null, type: 'sale' });
    expect(edited.timestamp).toBe(created.timestamp);
    expect(edited.images.map((image) => image.key)).toEqual([
      created.images[2]!.key,
      created.images[0]!.key,
      expect.stringMatching(/-balcony-/),
    ]);
    // The removed photo is gone from storage.
    expect((await page.request.get(created.imgUrls[1]!)).status()).toBe(404);

    // Delete from the profile: cancel keeps it, OK removes it at once.
    await page.goto('/profile');
    const card = page.getByRole('link', { name: new RegExp(newName) }).filter({ hasText: newName });
    await expect(card).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(say.confirmDelete(newName));
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${newName}` }).click();
    await expect(card).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${newName}` }).click();
    await expect(card).toHaveCount(0);
    await expect(toast(page, say.deleted(newName))).toBeVisible();
    expect((await page.request.get(`/api/listings/${id}`)).status()).toBe(404);
    for (const image of edited.imgUrls) {
      expect((await page.request.get(image)).status()).toBe(404);
    }
  });
});

test.describe('the form says what is wrong and saves nothing invalid', () => {
  test('discount, image count, address, file type and name', async ({ page }) => {
    test.slow();
    const owner = await signUpOwner(page, 'Rohan Iyer');
    await openCreateForm(page);

    // More than six images at once.
    await page
      .getByLabel('Images')
      .setInputFiles([
        files.front,
        files.kitchen,
        files.garden,
        files.balcony,
        files.front,
        files.kitchen,
        files.garden,
      ]);
    await expect(toast(page, say.tooManyImages)).toBeVisible();

    await page.getByLabel('Images').setInputFiles([files.front]);
    await uploadsDone(page);
    await fillForm(page, {
      name: 'Quiet Home in Baner',
      address: 'Baner, Pune',
      regularPrice: 30_000,
      offer: true,
      discountedPrice: 30_000,
    });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, say.discountCreate)).toBeVisible();

    // An address no geocoder knows.
    await fillForm(page, { discountedPrice: 28_000, address: 'Qwxz Plomb Nowhereville' });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, say.invalidAddress)).toBeVisible({ timeout: 10_000 });

    // A name too short is refused next to the field.
    await fillForm(page, { address: 'Baner, Pune', name: 'Too short' });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Name must be 10 to 32 characters long.')).toBeVisible();

    // A text file named .jpg is refused by the server.
    await fillForm(page, { name: 'Quiet Home in Baner' });
    await page.getByLabel('Images').setInputFiles([files.notAnImage]);
    await uploadsDone(page);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, say.imagesNotUploaded)).toBeVisible();

    // Nothing was saved.
    await expect(page).toHaveURL(/\/create-listing$/);
    expect(await fetchAllListings(page.request, { owner: owner.id })).toEqual([]);
  });

  test('the edit form has its own discount message', async ({ page }) => {
    await signUpOwner(page, 'Nisha Pillai');
    await openCreateForm(page);
    await page.getByLabel('Images').setInputFiles([files.balcony]);
    await uploadsDone(page);
    const name = `Edit Check ${Date.now() % 1_000_000}`;
    await fillForm(page, { name, address: 'Andheri, Mumbai', regularPrice: 80_000 });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page).toHaveURL(/\/category\/rent\//, { timeout: 15_000 });
    const id = openListingId(page);

    await page.goto(`/edit-listing/${id}`);
    await expectLoaded(page);
    await expect(field(page, 'Name')).toHaveValue(name);
    await fillForm(page, { offer: true, discountedPrice: 90_000 });
    await page.getByRole('button', { name: 'Edit Listing' }).click();
    await expect(toast(page, say.discountEdit)).toBeVisible();
    expect((await listingFromApi(page, id)).offer).toBe(false);
  });

  test('listing text is shown as text, never as markup', async ({ page }) => {
    await signUpOwner(page, 'Arjun Das');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openCreateForm(page);
    await page.getByLabel('Images').setInputFiles([files.garden]);
    await uploadsDone(page);
    const name = '<img src=x onerror=alert(1)>';
    await fillForm(page, { name, address: 'Salt Lake, Kolkata', regularPrice: 15_000 });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page).toHaveURL(/\/category\/rent\//, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: new RegExp(name.slice(0, 10)) })).toContainText(
      name,
    );
    expect(dialogs).toBe(0);
  });
});

test.describe("nobody touches another user's listing", () => {
  test('edit of a listing not yours, or of one that does not exist, goes to / with a message', async ({
    page,
    catalog,
  }) => {
    await signUpOwner(page, 'Someone Else');
    const demoListing = catalog.all[0]!;
    await page.goto(`/edit-listing/${demoListing.id}`);
    await expect(toast(page, say.notOwner)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/edit-listing/00000000-0000-4000-8000-000000000000');
    await expect(toast(page, say.listingMissing)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Nor through the API.
    const origin = new URL(page.url()).origin;
    const put = await page.request.put(`/api/listings/${demoListing.id}`, {
      headers: { origin },
      data: { ...demoListing, images: demoListing.images.map((image) => image.key) },
    });
    expect(put.status()).toBe(403);
    const del = await page.request.delete(`/api/listings/${demoListing.id}`, {
      headers: { origin },
    });
    expect(del.status()).toBe(403);
  });
});
