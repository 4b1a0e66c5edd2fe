// Named to run after the lists', pages' and search journeys: the homes published and hidden here
// would change the lists they read when their worker started.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { moderatorAccount, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, detailPath, expect, expectLoaded, test, toast } from './support/fixtures';
import { publishByApi } from './support/publishing';

/** docs/product.md#reports-and-moderation, spelled apart from the app's catalogue on purpose. */
const say = {
  report: 'Report this listing',
  reason: 'Reason',
  details: 'Details',
  send: 'Send report',
  thanks: 'Thank you. We will look into it.',
  moderation: 'Moderation',
  openReports: 'Open reports',
  hiddenListings: 'Hidden listings',
  history: 'History',
  hide: (name: string) => `Hide ${name}`,
  dismiss: (name: string) => `Dismiss reports on ${name}`,
  suspend: (name: string) => `Suspend ${name}`,
  restore: (name: string) => `Restore ${name}`,
  reinstate: (name: string) => `Reinstate ${name}`,
  hiddenByModeration: 'Hidden by moderation',
  suspended: 'This account is suspended',
  notFound: 'Page not found',
};

const PASSWORD = 'reporting journeys 1';

/** A name no other journey (or project) uses, within the listing name's 32 characters. */
const uniqueName = (label: string, testInfo: TestInfo) =>
  `${label} ${testInfo.project.name} ${Date.now() % 100000}`.slice(0, 32);

/** Signs an account up through the API in a new browser context; its page and account. */
async function newAccount(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail('reports');
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
    headers: { origin: await appOrigin(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { page, id: user.id, name, email };
}

/** Signs the journeys' moderator in on `page` (signed up by whichever journey came first). */
async function signInModerator(page: Page) {
  const headers = { origin: await appOrigin(page) };
  const { name, email, password } = moderatorAccount;
  const up = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers,
  });
  if (up.status() === 200) return;
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Reports the listing through the API as the page's signed-in user. */
async function reportByApi(page: Page, listingId: string, reason: string) {
  const response = await page.request.post(`/api/listings/${listingId}/reports`, {
    data: { reason },
    headers: { origin: await appOrigin(page) },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** The item of "Open reports" about the listing `name`. */
const openReport = (page: Page, name: string) =>
  page
    .getByRole('list', { name: say.openReports })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test('a visitor reports a listing: signs up on the way and comes back to the dialog', async ({
  page,
  browser,
}, testInfo) => {
  // Several people, pages and an axe check: a long journey on a busy machine.
  test.slow();
  const owner = await newAccount(browser, 'Report Owner');
  const listing = await publishByApi(owner.page, { name: uniqueName('Reported flat', testInfo) });
  await owner.page.context().close();

  await page.goto(detailPath(listing));
  await expectLoaded(page);
  await page.getByRole('button', { name: say.report }).click();
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${detailPath(listing)}$`));
  await page.getByRole('link', { name: 'Sign Up Instead' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Careful Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('reporter'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // Back on the listing, the dialog open at once.
  await expect(page).toHaveURL(new RegExp(`${detailPath(listing)}$`));
  const dialog = page.getByRole('dialog', { name: say.report });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: say.reason }).getByRole('radio')).toHaveCount(
    6,
  );
  await expectNoSeriousA11yViolations(page, testInfo);

  // "Something else" needs details.
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: say.send }).click();
  await expect(dialog.getByRole('textbox', { name: say.details })).toBeFocused();
  await expect(toast(page, say.thanks)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: say.details }).fill('The photos show another building');
  await dialog.getByRole('button', { name: say.send }).click();
  await expect(toast(page, say.thanks)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Sending again replaces the report; the owner has no such button.
  await page.getByRole('button', { name: say.report }).click();
  await dialog.getByRole('radio', { name: 'Fake or scam' }).check();
  await dialog.getByRole('button', { name: say.send }).click();
  await expect(dialog).toBeHidden();
});

test('a moderator hides a reported listing, its owner sees "Hidden by moderation", and restores it', async ({
  page,
  browser,
}, testInfo) => {
  // Several people, pages and an axe check: a long journey on a busy machine.
  test.slow();
  const owner = await newAccount(browser, `Hema ${testInfo.project.name} ${Date.now() % 100000}`);
  const name = uniqueName('Hidden villa', testInfo);
  const listing = await publishByApi(owner.page, { name });
  const reporter = await newAccount(browser, 'Watchful Neighbour');
  await reporter.page.goto(detailPath(listing));
  await reporter.page.getByRole('button', { name: say.report }).click();
  const dialog = reporter.page.getByRole('dialog', { name: say.report });
  await dialog.getByRole('radio', { name: 'Fake or scam' }).check();
  await dialog.getByRole('button', { name: say.send }).click();
  await expect(toast(reporter.page, say.thanks)).toBeVisible();

  await signInModerator(page);
  // Rendered on the server with its lists, as every page is.
  const html = await page.request.get('/moderation');
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain(name);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: say.moderation }).click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: say.moderation })).toBeVisible();
  const item = openReport(page, name);
  await expect(item).toContainText(owner.name);
  await expect(item).toContainText('Fake or scam: 1');
  await expect(page.getByRole('heading', { name: say.hiddenListings })).toBeVisible();
  await expect(page.getByRole('heading', { name: say.history })).toBeVisible();
  await expectLoaded(page);
  await expectNoSeriousA11yViolations(page, testInfo);

  await item.getByRole('button', { name: say.hide(name) }).click();
  await expect(toast(page, `${name} is hidden.`)).toBeVisible();
  await expect(openReport(page, name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: say.restore(name) })).toBeVisible();

  // Gone for everyone but its owner and the moderators.
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(detailPath(listing)))?.status()).toBe(404);
  expect((await reporter.page.goto(detailPath(listing)))?.status()).toBe(404);
  await owner.page.goto('/profile');
  await expect(owner.page.getByRole('link', { name }).filter({ hasText: name })).toContainText(
    say.hiddenByModeration,
  );
  const asModerator = await page.context().newPage();
  expect((await asModerator.goto(detailPath(listing)))?.status()).toBe(200);
  await expect(asModerator.getByText(say.hiddenByModeration)).toBeVisible();
  await asModerator.close();

  await page.getByRole('button', { name: say.restore(name) }).click();
  await expect(toast(page, `${name} is listed again.`)).toBeVisible();
  await expect(page.getByRole('button', { name: say.restore(name) })).toHaveCount(0);
  await expect(page.getByText(`${moderatorAccount.name} restored ${name}`)).toBeVisible();
  await expect(page.getByText(`${moderatorAccount.name} hid ${name}`)).toBeVisible();
  expect((await visitor.goto(detailPath(listing)))?.status()).toBe(200);
  await owner.page.reload();
  await expect(owner.page.getByRole('link', { name }).filter({ hasText: name })).not.toContainText(
    say.hiddenByModeration,
  );
  for (const context of [visitor.context(), owner.page.context(), reporter.page.context()]) {
    await context.close();
  }
});

test('a suspended owner is signed out, told so on signing in, and reinstated from History', async ({
  page,
  browser,
}, testInfo) => {
  // Several people, pages and an axe check: a long journey on a busy machine.
  test.slow();
  const owner = await newAccount(browser, `Suresh ${testInfo.project.name} ${Date.now() % 100000}`);
  const name = uniqueName('Suspect flat', testInfo);
  const listing = await publishByApi(owner.page, { name });
  const reporter = await newAccount(browser, 'Another Neighbour');
  await reportByApi(reporter.page, listing.id, 'broker');
  await reporter.page.context().close();

  await signInModerator(page);
  await page.goto('/moderation');
  await openReport(page, name)
    .getByRole('button', { name: say.suspend(owner.name) })
    .click();
  await expect(toast(page, `${owner.name} is suspended and signed out everywhere.`)).toBeVisible();
  const reinstate = page.getByRole('button', { name: say.reinstate(owner.name) });
  await expect(reinstate).toBeVisible();
  await expect(page.getByRole('button', { name: say.restore(name) })).toBeVisible();

  // Signed out at once: the profile asks to sign in, and signing in is refused.
  await owner.page.goto('/profile');
  await expect(owner.page).toHaveURL(/\/sign-in$/);
  await signInThroughForm(owner.page, owner.email);
  await expect(toast(owner.page, say.suspended)).toBeVisible();
  await expect(owner.page).toHaveURL(/\/sign-in$/);

  await reinstate.click();
  await expect(toast(page, `${owner.name} is reinstated.`)).toBeVisible();
  await expect(reinstate).toHaveCount(0);
  await expect(page.getByRole('button', { name: say.restore(name) })).toHaveCount(0);
  await signInThroughForm(owner.page, owner.email);
  await expect(owner.page).toHaveURL(/\/$/);
  await owner.page.goto('/profile');
  await expect(owner.page.getByRole('link', { name }).filter({ hasText: name })).not.toContainText(
    say.hiddenByModeration,
  );
  await owner.page.context().close();
});

test('/moderation is the not-found page (404) for anyone but a moderator', async ({
  page,
  browser,
}) => {
  expect((await page.goto('/moderation'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: say.notFound })).toBeVisible();
  const user = await newAccount(browser, 'Plain User');
  expect((await user.page.goto('/moderation'))?.status()).toBe(404);
  await expect(user.page.getByRole('heading', { name: say.notFound })).toBeVisible();
  await expectLoaded(user.page);
  await expect(
    user.page.getByRole('navigation').getByRole('link', { name: say.moderation }),
  ).toHaveCount(0);
  expect((await user.page.request.get('/api/moderation/reports')).status()).toBe(404);
  await user.page.context().close();
});
