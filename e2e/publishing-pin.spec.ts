import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GeocodeAnswer } from '../src/shared/schemas/geocode';
import { expectNoSeriousA11yViolations } from './support/axe';
import { text } from './support/contract';
import { expect, test, toast } from './support/fixtures';
import * as publishing from './support/publishing';

let dir: string;
let front: string;
test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-e2e-pin-'));
  front = await publishing.photo(dir, 'front.jpg', 900, 600, 40);
});
test.afterAll(() => rm(dir, { recursive: true, force: true }));

test('the form shows the place found and its pin; the pin the owner moves is saved', async ({
  page,
}, testInfo) => {
  test.slow();
  await publishing.signUpOwner(page, 'Pin Owner');
  await publishing.openCreateForm(page);
  const pinMap = page.getByRole('region', { name: 'Pin location' });

  // Nothing found: the product's message, and no map.
  await publishing.field(page, 'Address').fill('Qwxz Plomb Nowhereville');
  await expect(
    page.getByRole('status').filter({ hasText: 'Please Enter a Valid Address' }),
  ).toBeVisible();
  await expect(pinMap).toHaveCount(0);

  // Only a city: said so, with an invitation to say more.
  await publishing.field(page, 'Address').fill('Some Lane, Nagpur');
  await expect(page.getByText(/^Found the city only: Nagpur/)).toBeVisible();
  await expect(pinMap).toBeVisible();

  const address = 'Flat 2, Koregaon Park, Pune';
  const name = `Pinned flat ${testInfo.project.name} ${Date.now() % 1000}`.slice(0, 32);
  await publishing.fillForm(page, {
    type: 'rent',
    name,
    bedrooms: 2,
    bathrooms: 1,
    parking: false,
    furnished: false,
    address,
    regularPrice: 30_000,
    offer: false,
  });
  await expect(page.getByText(/^Found: Koregaon Park, Pune/)).toBeVisible();
  const pin = pinMap.getByAltText(/Listing pin/);
  await expect(pin).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo);

  // Moved with the keyboard: five steps east.
  await pin.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByText('The pin you moved is what will be saved.')).toBeVisible();
  if (!testInfo.project.use.hasTouch) {
    // And dragged with the mouse: 30 px north of where the keys left it.
    const at = (await pin.boundingBox())!;
    const [x, y] = [at.x + at.width / 2, at.y + at.height - 4];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 30, { steps: 6 });
    await page.mouse.up();
  }

  await page.getByLabel('Images').setInputFiles([front]);
  await publishing.uploadsDone(page);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, `Your house : ${name} sucessfully listed.`)).toBeVisible({
    timeout: 15_000,
  });

  const found = (await (
    await page.request.get(`/api/geocode?${new URLSearchParams({ address })}`)
  ).json()) as GeocodeAnswer;
  const id = publishing.openListingId(page);
  const saved = await publishing.listingFromApi(page, id);
  // East of the place found, by the steps taken; north too where it was dragged.
  expect(saved.geoLocation.lng - found.lng).toBeGreaterThan(0.0005);
  if (testInfo.project.use.hasTouch) expect(saved.geoLocation.lat).toBeCloseTo(found.lat, 3);
  else expect(saved.geoLocation.lat - found.lat).toBeGreaterThan(0.0005);
  // The detail page's map shows the listing's pin.
  const detailMap = page.getByRole('region', { name: text.map, exact: true });
  await detailMap.scrollIntoViewIfNeeded();
  await expect(detailMap.locator('.leaflet-marker-icon')).toHaveCount(1);

  // Gone again: list pages checked on another worker (lists.spec.ts runs before the publishing
  // files) expect the listings they read at their start.
  const removed = await page.request.delete(`/api/listings/${id}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(removed.status()).toBe(204);
});
