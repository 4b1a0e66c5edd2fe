// Named to run after the lists', pages' and search journeys: the homes published here (an offer
// among them) would change the lists they read when their worker started.
// A listing's facts on its page and its card (docs/product.md#listing-facts): published through
// the API, then read as a visitor reads them, in English and in Hindi.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { detailPath, expect, expectLoaded, test } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

const DAY = 24 * 60 * 60 * 1000;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** India's date `days` from now, as YYYY-MM-DD and as the page writes it ("1 Dec 2026"). */
function indiaDay(days: number) {
  const india = new Date(Date.now() + days * DAY + (5 * 60 + 30) * 60 * 1000);
  return {
    iso: india.toISOString().slice(0, 10),
    shown: `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`,
  };
}

/** The page's list of facts as [name, value] pairs: each `dt` with the `dd` after it. */
async function factPairs(page: Page) {
  await expect(page.locator('main dl')).toHaveCount(1);
  return page
    .locator('main dl dt')
    .evaluateAll((terms) =>
      terms.map((term) => [
        term.textContent,
        term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling.textContent : null,
      ]),
    );
}

/**
 * Errors the page logs, but for resources it could not load (the journeys' map tiles point at a
 * port that serves nothing): a browser's render that differs from the server's logs React's.
 */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a home for sale shows its facts, its description and its area on its card', async ({
  page,
}, testInfo) => {
  // Publishes, then reads the page in both languages, runs axe and opens the profile.
  test.slow();
  await page.goto('/');
  await signUpOwner(page);
  const later = indiaDay(40);
  const description = 'Corner flat, morning sun.\nTen minutes to the metro.\n<b>No brokers</b>';
  const listing = await publishByApi(page, {
    // Kochi: no other journey searches or watches there, so this home changes none of theirs.
    location: 'Kakkanad, Kochi',
    name: `Facts Sale ${Date.now()}`,
    type: 'sale',
    regularPrice: 11_000_000,
    offer: true,
    discountedPrice: 10_000_000,
    area: 1150,
    areaType: 'carpet',
    floor: 3,
    totalFloors: 12,
    availableFrom: later.iso,
    amenities: ['piped-gas', 'lift', 'security'],
    description,
  });

  const errors = consoleErrors(page);
  await page.goto(detailPath(listing));
  await expectLoaded(page);
  expect(await factPairs(page)).toEqual([
    ['Area', '1,150 sq ft (Carpet)'],
    // What a buyer pays, the offer's price: 10,000,000 ÷ 1,150.
    ['Price per sq ft', '₹8,696'],
    ['Floor', '3 of 12'],
    ['Available from', later.shown],
    ['Amenities', 'Lift, Security, Piped gas'],
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'About this home' })).toBeVisible();
  const about = page.getByText('Corner flat, morning sun.');
  // Its lines as written; its markup as text.
  expect(await about.innerText()).toBe(description);
  await expect(page.locator('main b')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo);

  // The search engines' data carries the facts too.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    floorSize: { '@type': 'QuantitativeValue', value: 1150, unitCode: 'FTK' },
    description,
  });
  expect(jsonLd.amenityFeature).toHaveLength(3);
  // The browser took over the server's page as it was: no mismatch of any text.
  expect(errors).toEqual([]);

  // Its owner's card says the area.
  await page.goto('/profile');
  const card = page.getByRole('link', { name: listing.name }).filter({ hasText: listing.name });
  await expect(card).toContainText('1,150 sq ft');

  // In Hindi: the same facts in Hindi's words.
  await page.goto(`/hi${detailPath(listing)}`);
  await expectLoaded(page);
  const pairs = await factPairs(page);
  expect(pairs.slice(0, 3)).toEqual([
    ['क्षेत्रफल', '1,150 वर्ग फ़ुट (कारपेट)'],
    ['प्रति वर्ग फ़ुट कीमत', '₹8,696'],
    ['मंज़िल', '12 में से 3'],
  ]);
  expect(pairs.at(-1)).toEqual(['सुविधाएँ', 'लिफ़्ट, सिक्योरिटी, पाइप्ड गैस']);
  await expect(page.getByRole('heading', { level: 2, name: 'इस घर के बारे में' })).toBeVisible();
});

test("a home for rent shows a rent's facts: ground floor, available now, charges, tenants", async ({
  page,
}) => {
  await page.goto('/');
  await signUpOwner(page);
  const listing = await publishByApi(page, {
    // Kochi: no other journey searches or watches there, so this home changes none of theirs.
    location: 'Kakkanad, Kochi',
    name: `Facts Rent ${Date.now()}`,
    type: 'rent',
    regularPrice: 30_000,
    area: 650,
    areaType: 'built_up',
    floor: 0,
    totalFloors: 4,
    availableFrom: indiaDay(0).iso,
    deposit: 50_000,
    maintenance: 2500,
    tenants: ['company', 'family'],
  });

  const errors = consoleErrors(page);
  await page.goto(detailPath(listing));
  await expectLoaded(page);
  expect(await factPairs(page)).toEqual([
    ['Area', '650 sq ft (Built-up)'],
    ['Floor', 'Ground of 4'],
    ['Available from', 'Immediately'],
    ['Security deposit', '₹50,000'],
    ['Maintenance', '₹2,500 / Month'],
    ['Preferred tenants', 'Family, Company'],
  ]);
  await expect(page.getByRole('heading', { name: 'About this home' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
