import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accountServices, latestMailTo, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectLoaded, test, toast } from './support/fixtures';
import { fillForm, photo, uploadsDone } from './support/publishing';

/**
 * The app of these journeys runs with PUBLISH_REQUIRES_VERIFIED_EMAIL=true (the second web
 * server of playwright.config.ts): sign-up mails a link, and an owner publishes once it is opened.
 */
test.use({ baseURL: `http://127.0.0.1:${accountServices.verifiedAppPort}` });

/** The texts of the contract and the product, spelled apart from the app's catalogue on purpose. */
const say = {
  verify: 'Please verify your e-mail address to publish',
  sendAgain: 'Send the link again',
  subject: 'Verify your e-mail address for Homestead',
  sentAgain: (email: string) => `A new link was sent to ${email}.`,
  verified: 'Your e-mail address is verified. You can publish your homes now.',
  linkFailed: 'This link has expired or has already been used',
  alreadyVerified: 'Your e-mail address is verified already.',
  created: (name: string) => `Your house : ${name} sucessfully listed.`,
};

let dir: string;
let front: string;
test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-e2e-verify-'));
  front = await photo(dir, 'front.jpg', 1000, 700, 40);
});
test.afterAll(() => rm(dir, { recursive: true, force: true }));

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Name' }).fill('Nisha Verify');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('verify my address 1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The link of the newest verification mail to `email`, once `count` of them have arrived. */
async function mailedLink(page: Page, email: string, count: number): Promise<string> {
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `http://127.0.0.1:${accountServices.servicesPort}/mail?to=${encodeURIComponent(email)}`,
      );
      return ((await response.json()) as { subject: string }[]).filter(
        (mail) => mail.subject === say.subject,
      ).length;
    })
    .toBe(count);
  const mail = await latestMailTo(page.request, email, { subject: say.subject });
  const link = /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

test('an owner verifies their e-mail address from the mailed link, then publishes', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(`verify-${testInfo.project.name}`);
  await signUp(page, email);
  const first = await mailedLink(page, email, 1);

  // Not verified yet: the form says so instead, with a way to a new link.
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: say.verify })).toBeVisible();
  await expectLoaded(page);
  await expect(page.getByRole('button', { name: 'Create Listing' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo);

  await page.getByRole('button', { name: say.sendAgain }).click();
  await expect(toast(page, say.sentAgain(email))).toBeVisible();
  const second = await mailedLink(page, email, 2);

  // The new link verifies and goes on to the form.
  await page.goto(second);
  await expect(page).toHaveURL(/\/create-listing$/);
  await expect(toast(page, say.verified)).toBeVisible();
  await expect(page.getByRole('heading', { name: say.verify })).toHaveCount(0);

  const name = `Verified Flat ${testInfo.project.name} ${Date.now() % 10000}`.slice(0, 32);
  await fillForm(page, {
    type: 'rent',
    name,
    address: 'Koramangala, Bengaluru',
    regularPrice: 32_000,
  });
  await page.getByLabel('Images').setInputFiles([front]);
  await uploadsDone(page);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, say.created(name))).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/category\/rent\/[0-9a-f-]{36}$/);

  // Each link works once: the first stopped when the second verified the address.
  await page.goto(first);
  await expect(page).toHaveURL(/\/verify-email\?error=INVALID_TOKEN$/);
  await expect(page.getByRole('heading', { name: say.linkFailed })).toBeVisible();
  await expect(page.getByText(say.alreadyVerified)).toBeVisible();
  await expectLoaded(page);
  await expectNoSeriousA11yViolations(page, testInfo);
});
