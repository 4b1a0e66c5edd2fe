// A listing's expiry (docs/product.md#a-listings-life) with a clock the test moves. Moving the
// shared e2e server's clock two months on would expire every demo home under the other journeys'
// feet, so this journey runs a server of its own (one per worker, no demo data) whose clock runs
// ahead by what the test writes in a file: TEST_CLOCK_FILE, a setting for tests only
// (docs/operations.md). Named to sort after the journeys that publish listings, like the others
// that change what they read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, LIFTED_LIMITS, spawnApp } from '../scripts/spawn-app.mjs';
import type { Listing } from '../src/shared/schemas/listing';
import { accountServices, latestMailTo } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { detailPath, expect, test as base, toast } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/** docs/product.md#a-listings-life, spelled apart from the app's catalogue on purpose. */
const say = {
  expired: 'Expired',
  pageExpired: 'This listing has expired',
  renew: (name: string) => `Renew ${name}`,
  subject: (name: string) => `Your listing ${name} expires soon`,
  contact: 'Contact Land Owner',
};

const DAY = 24 * 60 * 60 * 1000;
const root = path.resolve(import.meta.dirname, '..');

interface ClockedServer {
  url: string;
  /** Runs the server's clock `ms` ahead of this machine's. */
  moveClock(ms: number): void;
}

const test = base.extend<object, { clockedServer: ClockedServer }>({
  clockedServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homestead-e2e-expiry-'));
      const clockFile = path.join(dataDir, 'clock-offset-ms');
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await spawnApp({
        name: 'clocked',
        args: [path.join(root, 'dist', 'server', 'main.js')],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          STORAGE_DRIVER: 'local',
          DEMO_DATA: 'false',
          SMTP_URL: `smtp://127.0.0.1:${accountServices.smtpPort}`,
          AUTH_SECRET: accountServices.authSecret,
          GEOCODER: 'offline',
          GEOCODING_ENABLED: 'true',
          MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
          MAP_ATTRIBUTION: 'Test tiles',
          ...LIFTED_LIMITS,
          AUTH_RATE_LIMIT: '1000',
          JOBS_POLL_S: '1',
          TEST_CLOCK_FILE: clockFile,
          LOG_LEVEL: 'warn',
        },
        readyUrl: `${url}/api/health/ready`,
        timeoutMs: 120_000,
        outputLimit: 20_000,
      });
      await use({ url, moveClock: (ms) => writeFileSync(clockFile, String(ms)) });
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  // Every page and request of these tests goes to that server.
  baseURL: async ({ clockedServer }, use) => use(clockedServer.url),
});

const statusOf = async (page: Page, listing: Listing) =>
  ((await (await page.request.get(`/api/listings/${listing.id}`)).json()) as Listing).status;
const renewLinkIn = (text: string) => /https?:\/\/\S+\/renew\?token=\S+/.exec(text)![0];

test('a listing is reminded, expires, and is renewed from the profile and by the mail’s link', async ({
  page,
  browser,
  clockedServer,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await signUpOwner(page, 'Expiry Owner');
  const email = (
    (await (await page.request.get('/api/me')).json()) as {
      email: string;
    }
  ).email;
  const stamp = `${testInfo.project.name} ${Date.now() % 10000}`;
  const first = await publishByApi(page, { name: `Dune flat ${stamp}`.slice(0, 32) });
  const second = await publishByApi(page, { name: `Moss flat ${stamp}`.slice(0, 32) });
  expect(owner.name).toBe('Expiry Owner');

  // Seven days before: one reminder each, with the link that renews.
  clockedServer.moveClock(53 * DAY + 60_000);
  const reminders = await Promise.all(
    [first, second].map((listing) =>
      latestMailTo(page.request, email, { subject: say.subject(listing.name), timeout: 20_000 }),
    ),
  );
  const [firstLink, secondLink] = reminders.map((mail) => renewLinkIn(mail.text));
  expect(firstLink!.startsWith(`${baseURL}/renew?token=`)).toBe(true);

  // Sixty days on: both expire.
  clockedServer.moveClock(60 * DAY + 60_000);
  await expect.poll(() => statusOf(page, first), { timeout: 15_000 }).toBe('expired');
  await expect.poll(() => statusOf(page, second), { timeout: 15_000 }).toBe('expired');

  // A visitor: not in the list; the page stays (200), says so, offers no contact.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/category/rent');
  await expect(visitor.getByRole('heading', { name: 'Places for rent' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: first.name })).toHaveCount(0);
  const response = await visitor.goto(detailPath(first));
  expect(response?.status()).toBe(200);
  await expect(visitor.getByText(say.pageExpired, { exact: true })).toBeVisible();
  await expect(visitor.getByRole('link', { name: say.contact })).toHaveCount(0);
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').textContent())!,
  ) as { offers: { availability: string } };
  expect(jsonLd.offers.availability).toBe('https://schema.org/Discontinued');

  // The owner's profile: "Expired" and "Renew <name>".
  await page.goto('/profile');
  const card = page.getByRole('link', { name: first.name }).filter({ hasText: first.name });
  await expect(card).toContainText(say.expired);
  await expectNoSeriousA11yViolations(page, testInfo);
  await page.getByRole('button', { name: say.renew(first.name) }).click();
  await expect(toast(page, `${first.name} is renewed and listed again.`)).toBeVisible();
  await expect(card).not.toContainText(say.expired);
  await expect(page.getByRole('button', { name: say.renew(first.name) })).toHaveCount(0);

  // The second one's mail link renews it, without signing in.
  await visitor.goto(secondLink!);
  await expect(visitor.getByRole('heading', { name: 'Listing renewed' })).toBeVisible();
  await expect(visitor.getByText(`“${second.name}” stays listed until`)).toBeVisible();
  await expectNoSeriousA11yViolations(visitor, testInfo);
  await visitor.goto('/category/rent');
  await expect(visitor.getByRole('link', { name: second.name })).toBeVisible();
  await expect(visitor.getByRole('link', { name: first.name })).toBeVisible();

  // The first one's link, after the profile renewed it: nothing more to do.
  await visitor.goto(firstLink!);
  await expect(visitor.getByRole('heading', { name: 'Already renewed' })).toBeVisible();
  await visitor.context().close();
});
