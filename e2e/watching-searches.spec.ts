// Named to run after the lists', pages' and search journeys: the home published here would change
// the lists they read when their worker started.
import { latestMailTo, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, toast } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/** docs/product.md#saved-homes-and-searches, spelled apart from the app's catalogue on purpose. */
const say = {
  saveSearch: 'Save search',
  saved: 'Search saved',
  savedSearches: 'Saved searches',
  emailMe: (name: string) => `E-mail me for ${name}`,
  remove: (name: string) => `Delete ${name}`,
  subject: (name: string) => `New homes for ${name}`,
  unsubscribed: 'Unsubscribed',
  undo: 'Undo',
};

test('a saved search mails a new home at once; its link unsubscribes, Undo and /saved manage it', async ({
  page,
  browser,
}, testInfo) => {
  // Sign-up, a publication, a mail that comes with the jobs' poll, two pages and three reloads:
  // through the balancer on a busy machine it ran past the 45 s of a journey on CI.
  test.slow();
  const email = uniqueEmail('watcher');
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Name' }).fill('Watching Seeker');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('watching seeker 1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/search?type=rent&q=Jaipur');
  await page.getByRole('button', { name: say.saveSearch }).click();
  const dialog = page.getByRole('dialog', { name: say.saveSearch });
  const name = `Jaipur ${testInfo.project.name} ${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('radio', { name: 'Instantly' }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, say.saved)).toBeVisible();

  await page.goto('/saved');
  const list = page.getByRole('heading', { name: say.savedSearches });
  await expect(list).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', /^\/search\?.*q=Jaipur/);
  const frequency = page.getByRole('combobox', { name: say.emailMe(name) });
  await expect(frequency).toHaveValue('instant');
  await expectNoSeriousA11yViolations(page, testInfo);

  // Another owner publishes a home there: mailed within a few polls of the jobs.
  const owner = await (await browser.newContext()).newPage();
  await signUpOwner(owner, 'Jaipur Owner');
  const home = await publishByApi(owner, {
    name: `Pink city flat ${Date.now() % 10000}`,
    location: 'MI Road, Jaipur',
  });
  await owner.context().close();
  const mail = await latestMailTo(page.request, email, {
    subject: say.subject(name),
    timeout: 20_000,
  });
  expect(mail.text).toContain(home.name);
  expect(mail.text).toContain('₹30,000 / Month');
  const link = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  // The mail's link: unsubscribed without signing in, then Undo.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(link!).pathname + new URL(link!).search);
  // The browser sends the unsubscription (a mail scanner fetching the link changes nothing): a
  // slow phone shows it once the app's code has run.
  await expect(visitor.getByRole('heading', { name: say.unsubscribed })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(visitor, testInfo);
  await page.reload();
  await expect(frequency).toHaveValue('never');
  await visitor.getByRole('button', { name: say.undo }).click();
  await expect(visitor.getByText(`E-mails for “${name}” are back on.`)).toBeVisible();
  await visitor.context().close();
  await page.reload();
  await expect(frequency).toHaveValue('instant');

  // Chosen on /saved, then deleted there.
  await frequency.selectOption('weekly');
  await expect(toast(page, 'E-mail choice saved')).toBeVisible();
  await page.reload();
  await expect(frequency).toHaveValue('weekly');
  await page.getByRole('button', { name: say.remove(name) }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
