import type { Page } from '@playwright/test';
import type { Listing } from '../src/shared/schemas/listing';
import { rooms, rupees, text } from './support/contract';
import { detailPath, expect, expectLoaded, shownPrice, test, toast } from './support/fixtures';

async function expectDetail(page: Page, listing: Listing) {
  await page.goto(detailPath(listing));
  await expectLoaded(page);
  const price = rupees(shownPrice(listing), listing.type);
  await expect(page.getByRole('heading', { name: `${listing.name} - ${price}` })).toBeVisible();
  await expect(page.getByText(listing.location).first()).toBeVisible();
  await expect(
    page.getByText(listing.type === 'rent' ? text.forRent : text.forSale, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(listing.type === 'rent' ? text.forSale : text.forRent, { exact: true }),
  ).toHaveCount(0);
  for (const fact of [
    rooms(listing.bedrooms, 'Bedroom'),
    rooms(listing.bathrooms, 'Bathroom'),
    text.parking(listing.parking),
    text.furnished(listing.furnished),
  ]) {
    await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: text.map, exact: true })).toBeVisible();
}

test.describe('listing detail', () => {
  test('a rent listing: heading with price per month, type, facts, map', async ({
    page,
    catalog,
  }) => {
    await expectDetail(
      page,
      catalog.demo.find((l) => l.type === 'rent' && !l.offer)!,
    );
  });

  test('a sale listing: heading with price, type, facts, map', async ({ page, catalog }) => {
    await expectDetail(
      page,
      catalog.demo.find((l) => l.type === 'sale' && !l.offer)!,
    );
  });

  test('an offer shows the amount saved', async ({ page, catalog }) => {
    const listing = catalog.demo.find((l) => l.offer)!;
    await expectDetail(page, listing);
    const saved = listing.regularPrice - listing.discountedPrice!;
    await expect(page.getByText(`${rupees(saved)} discount`)).toBeVisible();
  });

  test('without an offer, no discount is shown', async ({ page, catalog }) => {
    const listing = catalog.demo.find((l) => !l.offer)!;
    await page.goto(detailPath(listing));
    await expectLoaded(page);
    await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
    await expect(page.getByText(/discount/i)).toHaveCount(0);
  });

  test('Copy link copies the page address and shows "Link Copied" for 1 second', async ({
    page,
    context,
    catalog,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const listing = catalog.demo[0]!;
    await page.goto(detailPath(listing));
    await expectLoaded(page);
    const notice = page.getByText(text.linkCopied, { exact: true });
    await expect(notice).toHaveCount(0);

    // Time the notice inside the page (rendered text, so hidden text does not count).
    await page.evaluate((wanted) => {
      const times: { shown?: number; hidden?: number } = {};
      (window as unknown as { linkCopiedTimes: typeof times }).linkCopiedTimes = times;
      new MutationObserver(() => {
        const visible = document.body.innerText.includes(wanted);
        if (visible && times.shown === undefined) times.shown = performance.now();
        if (!visible && times.shown !== undefined && times.hidden === undefined)
          times.hidden = performance.now();
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }, text.linkCopied);

    await page.getByRole('button', { name: text.copyLink, exact: true }).click();
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 3_000 });
    const times = await page.evaluate(
      () =>
        (window as unknown as { linkCopiedTimes: { shown: number; hidden: number } })
          .linkCopiedTimes,
    );
    const shownFor = times.hidden - times.shown;
    expect(shownFor, 'Link Copied shown for about 1 s').toBeGreaterThanOrEqual(900);
    expect(shownFor, 'Link Copied shown for about 1 s').toBeLessThanOrEqual(1_600);

    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
  });

  test('the map opens at zoom 13 with a marker; the scroll wheel scrolls the page, not the map', async ({
    page,
    catalog,
  }) => {
    // Tiles come from the test's MAP_TILE_URL (…/tiles/{z}/{x}/{y}.png), which serves nothing.
    const zooms = new Set<number>();
    page.on('request', (request) => {
      const match = /\/tiles\/(\d+)\/\d+\/\d+\.png$/.exec(request.url());
      if (match) zooms.add(Number(match[1]));
    });
    await page.goto(detailPath(catalog.demo[0]!));
    await expectLoaded(page);
    const map = page.getByRole('region', { name: text.map, exact: true });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect.poll(() => [...zooms]).toEqual([13]);

    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY > 50,
    );
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    if (scrollable)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    expect([...zooms], 'tile zoom levels requested').toEqual([13]);
  });

  test('Contact Land Owner leads to the owner contact page for this listing', async ({
    page,
    catalog,
  }) => {
    const listing = catalog.demo[0]!;
    await page.goto(detailPath(listing));
    await expectLoaded(page);
    const contact = page.getByRole('link', { name: text.contactOwner, exact: true });
    const href = await contact.getAttribute('href');
    const target = new URL(href!, 'http://host.invalid');
    expect(target.pathname).toBe(`/contact/${listing.userRef}`);
    expect(target.searchParams.get('listingName')).toBe(listing.name);
    expect(target.searchParams.get('listingId')).toBe(listing.id);

    await contact.click();
    await expect(page).toHaveURL(new RegExp(`/contact/${listing.userRef}\\?listingName=`));
    await expect(
      page.getByRole('heading', { name: text.contact.heading, exact: true }),
    ).toBeVisible();
  });

  for (const [what, id] of [
    ['a missing listing', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-listing'],
  ] as const) {
    test(`${what} shows the error toast and a way back, not an endless spinner`, async ({
      page,
    }) => {
      await page.goto(`/category/rent/${id}`);
      await expect(toast(page, text.detailsFetchFailed)).toBeVisible({ timeout: 15_000 });
      await expectLoaded(page);
      const back = page.locator('xpath=//main//a[not(ancestor::nav)]').first();
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).not.toHaveURL(new RegExp(`/category/rent/${id}$`));
    });
  }
});
