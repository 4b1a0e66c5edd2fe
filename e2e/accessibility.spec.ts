import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { text } from './support/contract';
import {
  detailPath,
  expect,
  expectLoaded,
  listingLinks,
  test,
  toast,
  type Catalog,
} from './support/fixtures';

interface Screen {
  name: string;
  path: (catalog: Catalog) => string;
  /** Waits until the page shows its content. */
  ready: (page: Page, catalog: Catalog) => Promise<void>;
}

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

const screens: Screen[] = [
  {
    name: 'explore',
    path: () => '/',
    ready: async (page) => {
      await heading(page, text.explore.recommended);
      await expect(listingLinks(page)).toHaveCount(5);
    },
  },
  {
    name: 'offers',
    path: () => '/offer',
    ready: async (page) => {
      await heading(page, text.offersHeading);
      await expect(listingLinks(page).first()).toBeVisible();
    },
  },
  {
    name: 'category rent',
    path: () => '/category/rent',
    ready: async (page) => {
      await heading(page, text.categoryHeading.rent);
      await expect(listingLinks(page).first()).toBeVisible();
    },
  },
  {
    name: 'category sale',
    path: () => '/category/sale',
    ready: async (page) => {
      await heading(page, text.categoryHeading.sale);
      await expect(listingLinks(page).first()).toBeVisible();
    },
  },
  {
    name: 'unknown category',
    path: () => '/category/villa',
    ready: async (page) => {
      await expect(page.getByText(text.categoryEmpty('villa'), { exact: true })).toBeVisible();
    },
  },
  {
    name: 'listing detail (offer)',
    path: (catalog) => detailPath(catalog.demo.find((l) => l.offer)!),
    ready: async (page, catalog) => {
      const listing = catalog.demo.find((l) => l.offer)!;
      await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
      await expect(page.getByRole('region', { name: text.map, exact: true })).toBeVisible();
    },
  },
  {
    name: 'listing detail (no offer)',
    path: (catalog) => detailPath(catalog.demo.find((l) => !l.offer)!),
    ready: async (page, catalog) => {
      const listing = catalog.demo.find((l) => !l.offer)!;
      await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
    },
  },
  {
    name: 'missing listing',
    path: () => '/category/rent/00000000-0000-4000-8000-000000000000',
    ready: async (page) => {
      await expect(toast(page, text.detailsFetchFailed)).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'contact',
    path: (catalog) =>
      `/contact/${catalog.demo[0]!.userRef}?listingName=${encodeURIComponent(catalog.demo[0]!.name)}`,
    ready: async (page) => {
      await heading(page, text.contact.heading);
      await expect(page.getByRole('textbox', { name: text.contact.message })).toBeVisible();
    },
  },
  {
    name: 'unknown landlord',
    path: () => '/contact/no-such-user?listingName=Anything',
    ready: async (page) => {
      await expect(toast(page, text.contact.failed)).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'not found',
    path: () => '/no-such-page',
    ready: async (page) => {
      await expect(page.getByRole('heading').first()).toBeVisible();
    },
  },
];

test.describe('accessibility (axe: WCAG 2.2 AA, no serious or critical violation)', () => {
  for (const screen of screens) {
    test(screen.name, async ({ page, catalog }, testInfo) => {
      await page.goto(screen.path(catalog));
      await screen.ready(page, catalog);
      await expectLoaded(page);
      await expectNoSeriousA11yViolations(page, testInfo);
    });
  }
});
