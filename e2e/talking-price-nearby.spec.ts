// Named to run after the lists', pages' and search journeys, as the messages' are: the homes
// published here, in Bhopal and Indore (where no other journey searches or publishes), would
// change the lists they read when their worker started.
// "Price nearby" on a listed home's page (docs/product.md#price-nearby): the median of the
// similar homes within 3 km, and none with fewer than 5 of them.
import type { Page, TestInfo } from '@playwright/test';
import type { Listing } from '../src/shared/schemas/listing';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectLoaded, onPhone, test } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/** The product's words, spelled apart from the app's catalogue on purpose. */
const say = {
  heading: 'Price nearby',
  median: (count: number, price: string) =>
    `Median of ${count} similar homes within 3 km: ${price}`,
  above: (percent: number) => `This home is ${percent}% above the median`,
  close: 'This home is close to the median',
  hindiHeading: 'आसपास की कीमत',
  hindiMedian: (count: number, price: string) =>
    `3 किलोमीटर के भीतर ${count} मिलते-जुलते घरों की मध्य कीमत: ${price}`,
};

interface Point {
  lat: number;
  lng: number;
}

/** `north` and `east` km from `point`. */
const moved = (point: Point, north: number, east = 0): Point => ({
  lat: point.lat + north / 111.195,
  lng: point.lng + east / (111.195 * Math.cos((point.lat * Math.PI) / 180)),
});

/**
 * Each layout publishes in a city of its own, and a retry 8 km further north: no run's homes
 * are another's neighbours. The pins stay well within 25 km of where the address is found.
 */
function cityOf(testInfo: TestInfo) {
  const city = onPhone(testInfo)
    ? { address: 'Bhopal, Madhya Pradesh', centre: { lat: 23.2599, lng: 77.4126 } }
    : { address: 'Indore, Madhya Pradesh', centre: { lat: 22.7196, lng: 75.8577 } };
  return { ...city, centre: moved(city.centre, 8 * testInfo.retry) };
}

/** Where the neighbours go around a home: all within 1.5 km of it, none on another. */
const AROUND = [
  [0.4, 0],
  [0, 0.7],
  [-1, 0],
  [0, -1.2],
  [1.1, 0.9],
  [-0.6, -0.6],
] as const;

/** Two-bedroom rents of the page's owner at `centre` and around it, one for each price. */
async function publishRents(
  page: Page,
  city: { address: string },
  centre: Point,
  homes: { name: string; price: number; at: readonly [number, number] | null }[],
): Promise<Listing[]> {
  const published = [];
  for (const { name, price, at } of homes) {
    published.push(
      await publishByApi(page, {
        name,
        type: 'rent',
        bedrooms: 2,
        location: city.address,
        regularPrice: price,
        pin: at ? moved(centre, at[0], at[1]) : centre,
      }),
    );
  }
  return published;
}

const neighbours = (prices: number[], from = 0) =>
  prices.map((price, i) => ({
    name: `Nearby Rent ${from + i + 1}`,
    price,
    at: AROUND[from + i]!,
  }));

const section = (page: Page) => page.getByRole('region', { name: say.heading });

test.describe('price nearby', () => {
  test('a home with 5 similar homes within 3 km shows their median and how it compares', async ({
    page,
  }, testInfo) => {
    const city = cityOf(testInfo);
    await page.goto('/');
    await signUpOwner(page, 'Nirmala Joshi');
    await publishRents(
      page,
      city,
      city.centre,
      neighbours([20_000, 28_000, 24_000, 22_000, 26_000]),
    );
    const [home] = await publishRents(page, city, city.centre, [
      { name: 'Lake View Rent', price: 30_000, at: null },
    ]);
    const path = `/category/rent/${home!.id}`;

    await page.goto(path);
    await expectLoaded(page);
    await expect(section(page).getByRole('heading', { level: 2, name: say.heading })).toBeVisible();
    await expect(section(page).getByText(say.median(5, '₹24,000 / Month'))).toBeVisible();
    await expect(section(page).getByText(say.above(25))).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo);

    // Rendered on the server with the page, before any script runs.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(say.median(5, '₹24,000 / Month'));

    // And in Hindi under /hi.
    await page.goto(`/hi${path}`);
    await expectLoaded(page);
    const hindi = page.getByRole('region', { name: say.hindiHeading });
    await expect(hindi.getByText(say.hindiMedian(5, '₹24,000 / माह'))).toBeVisible();
  });

  test('with only 4 similar homes within 3 km there is no section, until a fifth is published', async ({
    page,
  }, testInfo) => {
    const city = cityOf(testInfo);
    // 8 km east of the other journey's homes: none of them is a neighbour here.
    const centre = moved(city.centre, 0, 8);
    await page.goto('/');
    await signUpOwner(page, 'Farhan Qureshi');
    await publishRents(page, city, centre, neighbours([20_000, 22_000, 24_000, 26_000]));
    const [home] = await publishRents(page, city, centre, [
      { name: 'Hill View Rent', price: 25_000, at: null },
    ]);

    await page.goto(`/category/rent/${home!.id}`);
    await expectLoaded(page);
    await expect(page.getByRole('heading', { level: 1, name: /Hill View Rent/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: say.heading })).toHaveCount(0);
    await expect(page.getByText(/similar homes within/)).toHaveCount(0);

    await publishRents(page, city, centre, neighbours([24_000], 4));
    await page.reload();
    await expectLoaded(page);
    await expect(section(page).getByText(say.median(5, '₹24,000 / Month'))).toBeVisible();
    await expect(section(page).getByText(say.close)).toBeVisible();
  });
});
