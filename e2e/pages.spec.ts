import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { rupees, text } from './support/contract';
import {
  detailPath,
  expect,
  fetchAllListings,
  listingLinks,
  loadMore,
  shownPrice,
  test,
} from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/** How pages are served: statuses, compression, the rendered HTML, previews and escaping. */

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const metaContent = (page: Page, selector: string) =>
  page.locator(`head meta[${selector}]`).getAttribute('content');

test.describe('every page answers its HTML, whatever the Accept header', () => {
  test('public and account pages answer 200 HTML to curl, crawlers and browsers; HEAD too', async ({
    request,
    catalog,
  }) => {
    const listing = catalog.rent[0]!;
    const pages = [
      '/',
      '/offer',
      '/category/rent',
      '/category/sale',
      detailPath(listing),
      `/contact/${listing.userRef}?listingName=x`,
      '/sign-in',
      '/profile',
    ];
    for (const path of pages) {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const response = await request.get(path, { headers: { accept } });
        expect(response.status(), `${path} (Accept: ${accept})`).toBe(200);
        expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      }
      const head = await request.head(path);
      expect(head.status(), `HEAD ${path}`).toBe(200);
    }
  });

  test('an unknown path or a missing listing answers the not-found page with 404', async ({
    request,
  }) => {
    const unknown = await request.get('/no-such-page', { headers: { accept: '*/*' } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found');

    const missing = await request.get(`/category/rent/${MISSING_ID}`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Listing not found');
    expect((await request.head(`/category/sale/${MISSING_ID}`)).status()).toBe(404);

    const api = await request.get('/api/no-such-route', { headers: { accept: 'text/html' } });
    expect(api.status()).toBe(404);
    expect((await api.json()).error.code).toBe('NOT_FOUND');
  });

  test('the HTML holds the headings, listing names, prices and links before any script', async ({
    request,
    catalog,
  }) => {
    const explore = await (await request.get('/')).text();
    expect(explore).toContain('<title>Explore · Homestead</title>');
    expect(explore).toContain(`href="${detailPath(catalog.all[0]!)}"`);

    // Other tests publish and mark listings meanwhile: the page is compared with the list the
    // API gives at that moment, again until the two agree.
    await expect(async () => {
      const current = await fetchAllListings(request, { type: 'rent' });
      const rent = await (await request.get('/category/rent')).text();
      expect(rent).toContain('Places for rent');
      for (const listing of current.slice(0, 10)) {
        expect(rent).toContain(`href="${detailPath(listing)}"`);
        expect(rent).toContain(rupees(shownPrice(listing), 'rent'));
      }
    }).toPass({ timeout: 15_000 });
  });
});

test.describe('compression', () => {
  test('pages, JSON and built assets go out with brotli or gzip as the request allows', async ({
    request,
  }) => {
    const page = await request.get('/category/rent', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['vary']).toMatch(/accept-encoding/i);

    const json = await request.get('/api/listings?type=rent&limit=10', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers()['content-encoding']).toBe('gzip');

    const html = await page.text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    for (const encoding of ['br', 'gzip']) {
      const asset = await request.get(script, { headers: { 'accept-encoding': encoding } });
      expect(asset.headers()['content-encoding']).toBe(encoding);
      expect(asset.headers()['vary']).toMatch(/accept-encoding/i);
      expect(asset.headers()['cache-control']).toContain('immutable');
    }
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });
});

test.describe('with JavaScript off', () => {
  test('a category page and a detail page are readable and their links work', async ({
    browser,
    request,
  }) => {
    // Read now, not when the worker started: other journeys publish homes meanwhile.
    const [listing] = await fetchAllListings(request, { type: 'rent' });
    if (!listing) throw new Error('no home for rent');
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/category/rent');
      await expect(
        page.getByRole('heading', { name: text.categoryHeading.rent, exact: true }),
      ).toBeVisible();
      await expect(listingLinks(page, 'rent')).toHaveCount(10);
      await expect(loadMore(page)).toBeVisible();

      await listingLinks(page, 'rent').first().click();
      await expect(page).toHaveURL(new RegExp(`${detailPath(listing)}$`));
      await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
      await expect(page.getByText(text.forRent, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: text.map })).toBeVisible();

      await page.getByRole('link', { name: text.contactOwner, exact: true }).click();
      await expect(
        page.getByRole('heading', { name: text.contact.heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(/^Contact /).first()).toBeVisible();
    });
  });
});

test.describe('the largest paint first', () => {
  /** The stored photos a page asks for, by image. */
  const photosAskedBy = (page: Page) => {
    const keys = new Set<string>();
    page.on('request', (request) => {
      const photo = /^\/images\/(.+)\/w\d+\.webp$/.exec(new URL(request.url()).pathname);
      if (photo) keys.add(photo[1]!);
    });
    return keys;
  };

  test("Explore's carousel loads only its first photo until the app runs; without scripts, all", async ({
    page,
    browser,
  }) => {
    // The app never starts: its scripts are refused.
    await page.route('**/assets/*.js', (route) => route.abort());
    const beforeTheApp = photosAskedBy(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(beforeTheApp.size).toBe(1);

    await page.unroute('**/assets/*.js');
    const withTheApp = photosAskedBy(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // Running, the app shows the next slide's photo too (the browser loads what is near).
    await expect.poll(() => withTheApp.size).toBeGreaterThanOrEqual(2);

    const withoutScripts = await withoutJavaScript(browser, async (plain) => {
      const asked = photosAskedBy(plain);
      await plain.goto('/', { waitUntil: 'networkidle' });
      return asked.size;
    });
    expect(withoutScripts).toBe(5);
  });
});

test.describe('a page taken over in the browser', () => {
  test('asks the API for nothing the HTML showed, then works as the app', async ({
    page,
    catalog,
  }) => {
    const asked: string[] = [];
    // What the page reads: the view it tells the owner's statistics of is a POST, not a read.
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET') return;
      if (pathname.startsWith('/api/listings') || pathname.startsWith('/api/users')) {
        asked.push(pathname);
      }
    });
    for (const path of ['/', '/offer', '/category/rent', detailPath(catalog.sale[0]!)]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
    expect(asked).toEqual([]);

    // Hydrated: Load More asks for the next page and shows it.
    await page.goto('/category/rent', { waitUntil: 'networkidle' });
    await loadMore(page).click();
    await expect(listingLinks(page, 'rent')).toHaveCount(Math.min(12, catalog.rent.length));
    expect(asked.length).toBeGreaterThan(0);
  });
});

test.describe('share previews and search engines', () => {
  test('a listing page has its canonical URL, preview tags and structured data', async ({
    page,
    request,
    catalog,
  }) => {
    const listing = catalog.sale[0]!;
    await page.goto(detailPath(listing));
    await expect(page).toHaveTitle(new RegExp(listing.name));
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${detailPath(listing)}$`));
    expect(await metaContent(page, 'name="description"')).toContain(listing.location);
    const heading = `${listing.name} - ${rupees(shownPrice(listing), listing.type)}`;
    expect(await metaContent(page, 'property="og:title"')).toBe(heading);
    expect(await metaContent(page, 'property="og:url"')).toBe(canonical);
    expect(await metaContent(page, 'property="og:type"')).toBe('website');
    expect(await metaContent(page, 'property="og:description"')).toBeTruthy();
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await metaContent(page, 'property="og:image:width"')).toBe('1200');
    expect(await metaContent(page, 'property="og:image:height"')).toBe('630');

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    ) as { name: string; offers: { price: number; priceCurrency: string } };
    expect(jsonLd.name).toBe(listing.name);
    expect(jsonLd.offers).toMatchObject({ price: shownPrice(listing), priceCurrency: 'INR' });

    const image = await request.get((await metaContent(page, 'property="og:image"'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const body = await image.body();
    expect(body.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  test('robots.txt and sitemap.xml list what search engines may read', async ({
    request,
    catalog,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const listing of catalog.all) expect(xml).toContain(`${detailPath(listing)}</loc>`);
  });
});

test.describe('text that looks like markup', () => {
  test('a listing name with a closing script tag is text in the page, its head and its data', async ({
    page,
    browser,
  }) => {
    const name = `</script><img src=x onerror=1>`;
    await signUpOwner(page, 'Markup Tester');
    const listing = await publishByApi(page, { name });

    page.on('dialog', () => {
      throw new Error('a dialog opened: markup ran');
    });
    await page.goto(detailPath(listing));
    await expect(page.getByRole('heading', { name: `${name} - ₹30,000 / Month` })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Homestead`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await withoutJavaScript(browser, async (plain) => {
      await plain.goto(detailPath(listing));
      await expect(plain).toHaveTitle(`${name} · Homestead`);
      expect(await metaContent(plain, 'property="og:title"')).toBe(`${name} - ₹30,000 / Month`);
      const jsonLd = JSON.parse(
        (await plain.locator('script[type="application/ld+json"]').textContent())!,
      ) as { name: string };
      expect(jsonLd.name).toBe(name);
      const state = (await plain.locator('script#page-state').textContent())!;
      expect(state).not.toContain('</script>');
      expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(name).slice(1, -1));
      await expect(plain.locator('img[src="x"]')).toHaveCount(0);
    });
  });
});
