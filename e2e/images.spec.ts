import type { Response } from '@playwright/test';
import { expect, expectLoaded, listingLinks, test } from './support/fixtures';

const MAX_IMAGE_BYTES = 40 * 1024;

test('category cards load small WebP variants, never the full-size photo', async ({ page }) => {
  const images: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/images/')) return;
    pending.push(
      response.body().then(
        (body) => void images.push({ url: response.url(), bytes: body.length }),
        () => undefined,
      ),
    );
  });

  await page.goto('/category/rent');
  await expectLoaded(page);
  const cards = listingLinks(page, 'rent');
  await expect(cards).toHaveCount(10);
  const imgs = cards.locator('img');
  expect(await imgs.count(), 'every card has an image').toBeGreaterThanOrEqual(10);

  // Bring every card into view so lazily loaded images load too.
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      imgs.evaluateAll((list) =>
        (list as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await Promise.all(pending);

  const sources = await imgs.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => img.currentSrc),
  );
  for (const src of sources) {
    expect(new URL(src).pathname, 'card image').toMatch(/\.webp$/);
  }
  expect(images.length, 'image responses seen').toBeGreaterThan(0);
  for (const image of images) {
    expect(image.url, 'image request').toMatch(/\.webp$/);
    expect(image.url, 'image request').not.toMatch(/full\.jpg$/);
    expect(image.bytes, `size of ${image.url}`).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  }
});
